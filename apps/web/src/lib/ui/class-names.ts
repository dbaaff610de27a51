/** The class attribute of a component: its own classes, then the caller's. */
export function classNames(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
