import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import './overlay.css';
import './modal.css';

interface ModalProps {
  title: string;
  /** Visually hide the heading when the content speaks for itself (an image popup). */
  hideTitle?: boolean;
  /** Without onClose the dialog cannot be dismissed (a step the visitor must complete). */
  closeLabel?: string;
  onClose?: () => void;
  size?: 'medium' | 'large';
  children: ReactNode;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), ' +
  'textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"])';

/**
 * The element that last lost the focus: a button disabled while its call runs drops the focus
 * to the page before the dialog it leads to opens, and the focus must still go back there.
 */
let lastBlurred: Element | null = null;
if (typeof document !== 'undefined') {
  document.addEventListener('focusout', (event) => void (lastBlurred = event.target as Element));
}

/** Where the focus goes back when the dialog closes: its opener, else what had the focus last. */
function openerOf(active: Element | null): HTMLElement | undefined {
  const opener = active && active !== document.body ? active : lastBlurred;
  return opener instanceof HTMLElement ? opener : undefined;
}

/** Tab and Shift+Tab cycle within the dialog: the page behind it is out of reach (WCAG 2.4.3). */
function trapTab(event: KeyboardEvent, dialog: HTMLElement) {
  const inside = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = inside[0];
  const last = inside[inside.length - 1];
  if (!first || !last) return event.preventDefault();
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === dialog)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * A dialog over the page: Escape, the close button and a click outside all close it; the focus
 * stays inside while it is open and goes back to its opener after.
 */
export function Modal({
  title,
  hideTitle,
  closeLabel,
  onClose,
  size = 'medium',
  children,
}: ModalProps) {
  const titleId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);

  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const opener = openerOf(document.activeElement);
    // The close button takes the focus, or the dialog itself when it cannot be closed.
    (closeRef.current ?? dialogRef.current)?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onCloseRef.current?.();
      if (event.key === 'Tab' && dialogRef.current) trapTab(event, dialogRef.current);
    };
    document.addEventListener('keydown', onKey);
    document.body.classList.add('overlay-open');
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.classList.remove('overlay-open');
      // After the page's own update: a button disabled during its call is enabled again by then.
      setTimeout(() => opener?.isConnected && opener.focus());
    };
  }, []);

  return createPortal(
    <div
      className="overlay modal__backdrop"
      // A pointer convenience only: Escape and the close button are the keyboard's ways out.
      role="presentation"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose?.();
      }}
    >
      <div
        ref={dialogRef}
        tabIndex={-1}
        className={`modal modal--${size}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
      >
        <header className={hideTitle ? 'modal__header modal__header--bare' : 'modal__header'}>
          <h2 id={titleId} className={hideTitle ? 'visually-hidden' : 'modal__title'}>
            {title}
          </h2>
          {onClose && (
            <button
              ref={closeRef}
              type="button"
              className="round-button modal__close"
              aria-label={closeLabel}
              onClick={onClose}
            >
              <span aria-hidden="true">×</span>
            </button>
          )}
        </header>
        <div className="modal__body">{children}</div>
      </div>
    </div>,
    document.body,
  );
}
