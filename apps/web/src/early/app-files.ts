/** The files Vite's build names in index.html's head, in the order of its tags. */
export interface AppFiles {
  /** The app's entry module. */
  module: string;
  /** Its static imports, fetched beside it (`<link rel="modulepreload">`). */
  preloads: string[];
  /** The first screen's styles. */
  styles: string[];
}

/**
 * Starts what the build's tags would have (src/early/version-check.ts): the module, its preloads and the
 * styles, appended to the head in that order. The styles block rendering as parsed ones do
 * (`blocking="render"`), so the loader never shows unstyled.
 */
export function startAppFiles(document: Document, files: AppFiles): void {
  const element = <K extends 'link' | 'script'>(tag: K, attributes: Record<string, string>) => {
    const made = document.createElement(tag);
    for (const [name, value] of Object.entries(attributes)) made.setAttribute(name, value);
    document.head.append(made);
  };
  element('script', { type: 'module', crossorigin: '', src: files.module });
  for (const href of files.preloads) element('link', { rel: 'modulepreload', crossorigin: '', href });
  for (const href of files.styles)
    element('link', { rel: 'stylesheet', crossorigin: '', href, blocking: 'render' });
}
