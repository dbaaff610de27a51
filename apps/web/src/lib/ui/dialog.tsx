import {
  createContext,
  type HTMLAttributes,
  type ReactNode,
  useContext,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import './dialog.css';
import { classNames } from './class-names.ts';
import { enterModalLayer } from './modal-layer.ts';

interface DialogParts {
  titleId: string;
  descriptionId: string;
  setDescribed(described: boolean): void;
}

const Parts = createContext<DialogParts | null>(null);

function useParts(part: string): DialogParts {
  const parts = useContext(Parts);
  if (!parts) throw new Error(`${part} belongs inside a Dialog`);
  return parts;
}

type DialogProps = Omit<HTMLAttributes<HTMLDialogElement>, 'onClose' | 'title'> & {
  /** Escape, a tap on the backdrop or the browser's back gesture asks to close: the caller unmounts it. */
  onClose(): void;
  /** False while it must stay (an upload under way): Escape and the backdrop do nothing. */
  dismissible?: boolean;
  /** The whole screen (the camera, the scanner), or the whole screen on a phone only (a long form). */
  fullScreen?: boolean | 'phone';
  children: ReactNode;
};

/**
 * A modal dialog on the native <dialog> shown with showModal() (docs/decisions/0013-one-component-vocabulary.md):
 * the browser makes the rest of the page inert (focus, taps and the screen reader stay inside) and turns
 * Escape into a cancel. Rendered means open: mount it to open, unmount it to close. On opening, focus goes
 * to the element marked `data-autofocus`, else the browser's first focusable one; on closing it goes back to
 * what had it (the button that opened it). Named by its DialogTitle, described by its DialogDescription.
 */
export function Dialog({
  onClose,
  dismissible = true,
  fullScreen = false,
  className,
  children,
  ...rest
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  const [described, setDescribed] = useState(false);
  const parts = useMemo(
    () => ({ titleId: `${id}-title`, descriptionId: `${id}-description`, setDescribed }),
    [id],
  );
  const latest = useRef({ onClose, dismissible });
  latest.current = { onClose, dismissible };
  const pressedOnBackdrop = useRef(false);

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    const leave = enterModalLayer(dialog);
    let unmounting = false;
    const cancel = (event: Event) => {
      // Escape: the caller decides (it unmounts the dialog, or keeps it while it must stay).
      event.preventDefault();
      if (latest.current.dismissible) latest.current.onClose();
    };
    const closedByBrowser = () => {
      // Chromium closes a dialog on a second Escape even when the cancel was refused (its close watcher):
      // the caller hears it as a request to close, or the dialog opens again while it must stay.
      // A close event queued by an earlier close() (React's development double effects close and show it
      // again) finds the dialog open: it is not the browser's.
      if (unmounting || dialog.open) return;
      if (latest.current.dismissible) latest.current.onClose();
      else dialog.showModal();
    };
    dialog.addEventListener('cancel', cancel);
    dialog.addEventListener('close', closedByBrowser);
    return () => {
      unmounting = true;
      dialog.removeEventListener('cancel', cancel);
      dialog.removeEventListener('close', closedByBrowser);
      leave();
      const focusInside = dialog.contains(document.activeElement) || document.activeElement === document.body;
      if (dialog.open) dialog.close();
      // The browser gives focus back on close() too; this covers the rest (an opener that moved, older engines).
      if (focusInside && opener?.isConnected && !dialog.contains(opener)) opener.focus();
    };
  }, []);

  return (
    <Parts.Provider value={parts}>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: Escape is the keyboard's way to close (the cancel event). */}
      <dialog
        {...rest}
        ref={ref}
        className={classNames(
          'dialog',
          fullScreen === true && 'dialog-full-screen',
          fullScreen === 'phone' && 'dialog-full-screen-phone',
          className,
        )}
        aria-modal="true"
        aria-labelledby={parts.titleId}
        aria-describedby={described ? parts.descriptionId : undefined}
        // The surface fills the dialog box: a press and a release on the <dialog> itself are on its backdrop.
        onPointerDown={(event) => {
          pressedOnBackdrop.current = event.target === event.currentTarget;
        }}
        onClick={(event) => {
          const onBackdrop = pressedOnBackdrop.current && event.target === event.currentTarget;
          pressedOnBackdrop.current = false;
          if (onBackdrop && latest.current.dismissible) latest.current.onClose();
        }}
      >
        <div className="dialog-surface">{children}</div>
      </dialog>
    </Parts.Provider>
  );
}

/** The dialog's name: a heading (h2 unless told), whose id the dialog's aria-labelledby points at. */
export function DialogTitle({
  as: Element = 'h2',
  className,
  ...heading
}: HTMLAttributes<HTMLHeadingElement> & { as?: 'h1' | 'h2' }) {
  const { titleId } = useParts('DialogTitle');
  return <Element {...heading} id={titleId} className={classNames('dialog-title', className)} />;
}

/** The sentence that says what the dialog asks: read with its name when it opens (aria-describedby). */
export function DialogDescription({ className, ...paragraph }: HTMLAttributes<HTMLParagraphElement>) {
  const { descriptionId, setDescribed } = useParts('DialogDescription');
  useLayoutEffect(() => {
    setDescribed(true);
    return () => setDescribed(false);
  }, [setDescribed]);
  return <p {...paragraph} id={descriptionId} className={classNames('dialog-description', className)} />;
}

/** What the dialog holds; it scrolls when it is longer than the screen, the title and actions stay. */
export function DialogContent({
  dividers = false,
  className,
  ...content
}: HTMLAttributes<HTMLDivElement> & { dividers?: boolean }) {
  return (
    <div
      {...content}
      className={classNames('dialog-content', dividers && 'dialog-content-dividers', className)}
    />
  );
}

/** The dialog's buttons, at its end; they wrap on a narrow phone. */
export function DialogActions({ className, ...actions }: HTMLAttributes<HTMLDivElement>) {
  return <div {...actions} className={classNames('dialog-actions', className)} />;
}
