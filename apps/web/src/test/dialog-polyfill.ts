/**
 * jsdom has the <dialog> element but not its behaviour: showModal(), close(), the cancel on Escape and the
 * close event. This gives them as the HTML standard says (https://html.spec.whatwg.org/#the-dialog-element),
 * for tests only, so that lib/ui/dialog.tsx runs here as in a browser. What jsdom cannot express, the rest of
 * the page made inert (focus, taps, the screen reader), is checked in Chromium (e2e/tests/menus-dialogs.spec.ts).
 */
const modal = new WeakSet<HTMLDialogElement>();
const previouslyFocused = new WeakMap<HTMLDialogElement, Element | null>();
/** The top layer's modal dialogs, the last on top. */
const topLayer: HTMLDialogElement[] = [];

const FOCUSABLE =
  'button:not([disabled]), input:not([disabled]):not([type=hidden]), select:not([disabled]), ' +
  'textarea:not([disabled]), a[href], [tabindex]:not([tabindex="-1"]), summary';

/** The dialog focusing steps: its autofocus delegate, else its first focusable descendant, else itself. */
function focusInside(dialog: HTMLDialogElement): void {
  const target =
    dialog.querySelector<HTMLElement>('[autofocus]') ??
    dialog.querySelector<HTMLElement>(FOCUSABLE) ??
    dialog;
  if (target === dialog && !dialog.hasAttribute('tabindex')) dialog.tabIndex = -1;
  target.focus();
}

function showModal(this: HTMLDialogElement): void {
  if (this.open && modal.has(this)) return;
  if (this.open)
    throw new DOMException('The dialog is already open as a non-modal dialog.', 'InvalidStateError');
  if (!this.isConnected) throw new DOMException('The dialog is not connected.', 'InvalidStateError');
  this.setAttribute('open', '');
  modal.add(this);
  topLayer.push(this);
  previouslyFocused.set(this, this.ownerDocument.activeElement);
  focusInside(this);
}

function show(this: HTMLDialogElement): void {
  if (this.open && !modal.has(this)) return;
  if (this.open) throw new DOMException('The dialog is already open as a modal dialog.', 'InvalidStateError');
  this.setAttribute('open', '');
  previouslyFocused.set(this, this.ownerDocument.activeElement);
  focusInside(this);
}

function close(this: HTMLDialogElement, returnValue?: string): void {
  if (!this.open) return;
  this.removeAttribute('open');
  if (returnValue !== undefined) this.returnValue = returnValue;
  modal.delete(this);
  const index = topLayer.indexOf(this);
  if (index >= 0) topLayer.splice(index, 1);
  // Focus goes back to what had it when the dialog opened, if focus was within the dialog.
  const before = previouslyFocused.get(this);
  previouslyFocused.delete(this);
  const active = this.ownerDocument.activeElement;
  if (before instanceof HTMLElement && before.isConnected && (this.contains(active) || active === this)) {
    before.focus();
  }
  // The standard queues the close event as a task; a microtask keeps it after close() returns without
  // depending on timers that a test may have faked.
  queueMicrotask(() => this.dispatchEvent(new Event('close')));
}

/** Escape closes the top modal dialog (its close watcher), after a cancel event it may refuse. */
function onKeyDown(event: KeyboardEvent): void {
  if (event.key !== 'Escape' || event.defaultPrevented) return;
  // A dialog removed from the document left the top layer (the standard's removing steps).
  for (const removed of topLayer.filter((each) => !each.isConnected)) {
    topLayer.splice(topLayer.indexOf(removed), 1);
    modal.delete(removed);
  }
  const dialog = topLayer.at(-1);
  if (!dialog) return;
  const proceed = dialog.dispatchEvent(new Event('cancel', { cancelable: true }));
  if (proceed) dialog.close();
}

export function installDialogPolyfill(): void {
  const prototype = HTMLDialogElement.prototype;
  if (typeof prototype.showModal === 'function') return;
  Object.assign(prototype, { showModal, show, close });
  if (!('returnValue' in prototype)) {
    Object.defineProperty(prototype, 'returnValue', { value: '', writable: true });
  }
  window.addEventListener('keydown', onKeyDown);
}
