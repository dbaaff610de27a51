/**
 * A name carried in a path: a device number or serial, a tunnel's `/installation/:param` (spec §2, spec §7
 * display options). Printable, no slashes, bounded. Plain, without zod: the app's shell reads its page's
 * display-options source from the URL before zod has loaded (docs/decisions/0009-web-start-up.md, item 15);
 * the zod schemas (envelope.ts `deviceNumber`, api/display-options.ts) are built from these same parts.
 */
export const PATH_NAME_MAX_LENGTH = 64;
export const PATH_NAME_PATTERN = /^[A-Za-z0-9_-]+$/;
export const PATH_NAME_MESSAGE = 'letters, digits, dash and underscore only';

/** Whether `text`, as it is, is a path name. */
export function isPathName(text: string): boolean {
  return text.length >= 1 && text.length <= PATH_NAME_MAX_LENGTH && PATH_NAME_PATTERN.test(text);
}

/** A device number as the contracts read it (envelope.ts `deviceNumber`): trimmed, then a path name; else null. */
export function deviceNumberOf(text: string): string | null {
  const trimmed = text.trim();
  return isPathName(trimmed) ? trimmed : null;
}
