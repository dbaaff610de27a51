/** Hands a fetched file to the browser to save under `name` (a link the app clicks, then forgets). */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download: the URL can go once the browser took it.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
