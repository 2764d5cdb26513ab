import { useEffect, useRef, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { CloseIcon } from '../../../components/icons.tsx';
import { EDITORIAL_NS } from '../../../lib/editorial-i18n.ts';
import { useSwipe } from '../../../lib/use-swipe.ts';
import { stepIndex } from '../utils/lightbox-rules.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import '../../../components/overlay.css';
import './lightbox.css';

interface LightboxProps {
  titulo: string;
  images: readonly string[];
  index: number;
  onIndex: (index: number) => void;
  onClose: () => void;
}

/** Tab and Shift+Tab go round the dialog's buttons and never leave it. */
function trapTab(event: KeyboardEvent, dialog: HTMLElement): void {
  const focusable = [...dialog.querySelectorAll<HTMLElement>('button:not([disabled])')];
  const first = focusable[0];
  const last = focusable.at(-1);
  if (!first || !last) return;
  const active = document.activeElement;
  const inside = active instanceof Node && dialog.contains(active);
  if (event.shiftKey && (active === first || !inside)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !inside)) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * While the lightbox is open: focus on its close button, Escape, the arrow keys and Tab kept
 * inside; on close, focus back on the photo that opened it. One document listener, which reads
 * the latest handlers.
 */
function useLightboxKeys(
  dialogRef: RefObject<HTMLDivElement | null>,
  closeRef: RefObject<HTMLButtonElement | null>,
  move: (step: 1 | -1) => void,
  onClose: () => void,
) {
  const keys = useRef({ move, onClose });
  useEffect(() => {
    keys.current = { move, onClose };
  });

  useEffect(() => {
    const opener = document.activeElement;
    closeRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') keys.current.onClose();
      else if (event.key === 'ArrowRight') keys.current.move(1);
      else if (event.key === 'ArrowLeft') keys.current.move(-1);
      else if (event.key === 'Tab' && dialogRef.current) trapTab(event, dialogRef.current);
      else return;
      if (event.key !== 'Tab') event.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    document.body.classList.add('overlay-open');
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.classList.remove('overlay-open');
      if (opener instanceof HTMLElement) opener.focus();
    };
  }, [dialogRef, closeRef]);
}

/**
 * The gallery's lightbox (public-site.md §2.5): Escape closes, the arrow keys and a swipe move
 * between photos, focus stays inside while open and goes back to the photo that opened it.
 */
export function Lightbox({ titulo, images, index, onIndex, onClose }: LightboxProps) {
  const { t } = useTranslation(EDITORIAL_NS);
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const total = images.length;
  const move = (step: 1 | -1) => onIndex(stepIndex(index, step, total));
  useLightboxKeys(dialogRef, closeRef, move, onClose);
  const swipe = useSwipe(move);

  const n = index + 1;
  return createPortal(
    <div
      className="overlay lightbox"
      // A pointer convenience only: Escape and the close button are the keyboard's ways out.
      role="presentation"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={dialogRef}
        className="lightbox__dialog"
        role="dialog"
        aria-modal="true"
        aria-label={t('galleries.lightbox', { titulo })}
      >
        <button
          ref={closeRef}
          type="button"
          className="round-button lightbox__button lightbox__close"
          aria-label={t('galleries.close')}
          onClick={onClose}
        >
          <CloseIcon />
        </button>
        <figure className="lightbox__stage" {...swipe}>
          <img
            className="lightbox__image"
            src={images[index]}
            alt={t('galleries.photo', { n, total, titulo })}
            draggable={false}
          />
          <figcaption className="lightbox__counter" aria-live="polite">
            {t('galleries.counter', { n, total })}
          </figcaption>
        </figure>
        {total > 1 && (
          <>
            <button
              type="button"
              className="round-button lightbox__button lightbox__prev"
              aria-label={t('galleries.previous')}
              onClick={() => move(-1)}
            >
              <span aria-hidden="true">‹</span>
            </button>
            <button
              type="button"
              className="round-button lightbox__button lightbox__next"
              aria-label={t('galleries.next')}
              onClick={() => move(1)}
            >
              <span aria-hidden="true">›</span>
            </button>
          </>
        )}
      </div>
    </div>,
    document.body,
  );
}
