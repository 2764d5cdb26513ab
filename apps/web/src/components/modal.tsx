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

/** A dialog over the page: Escape, the close button and a click outside all close it. */
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
    const previous = document.activeElement;
    // The close button takes the focus, or the dialog itself when it cannot be closed.
    (closeRef.current ?? dialogRef.current)?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onCloseRef.current?.();
    };
    document.addEventListener('keydown', onKey);
    document.body.classList.add('overlay-open');
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.classList.remove('overlay-open');
      // Give focus back to whatever opened the dialog.
      if (previous instanceof HTMLElement) previous.focus();
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
