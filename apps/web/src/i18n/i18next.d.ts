import 'i18next';
import type { Messages } from './i18n.ts';

// gb's three parts are the typed source language: t('a.key') that gb lacks does not compile.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Messages };
    returnNull: false;
  }
}
