/** spec §4 Device detail navigation: the browser leaves the app for the platform's page of the device. */
export function leaveApp(url: string): void {
  window.location.assign(url);
}
