import type { Messages } from './i18n.ts';

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Any text key of the locale files ('device_not_found', 'step_1.email_required', ...). */
export type MessageKey = Leaves<Messages>;
