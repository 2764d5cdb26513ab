import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import '../../../lib/editorial-i18n.ts';
import { Lightbox } from './lightbox.tsx';

const images = ['/a.svg', '/b.svg', '/c.svg'];

function Gallery() {
  const [open, setOpen] = useState<number | undefined>();
  return (
    <>
      <button type="button" onClick={() => setOpen(1)}>
        Abrir
      </button>
      {open !== undefined && (
        <Lightbox
          titulo="Fotos de Goiânia"
          images={images}
          index={open}
          onIndex={setOpen}
          onClose={() => setOpen(undefined)}
        />
      )}
    </>
  );
}

async function openLightbox() {
  render(<Gallery />);
  const opener = screen.getByRole('button', { name: 'Abrir' });
  await userEvent.click(opener);
  return { opener, dialog: screen.getByRole('dialog', { name: 'Fotos: Fotos de Goiânia' }) };
}

const photo = () => screen.getByRole('img');

describe('Lightbox (public-site.md §2.5)', () => {
  it('opens on the photo clicked, with its counter, and focuses the close button', async () => {
    await openLightbox();
    expect(photo().getAttribute('src')).toBe('/b.svg');
    expect(photo().getAttribute('alt')).toBe('Foto 2 de 3: Fotos de Goiânia');
    expect(screen.getByText('2 / 3')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Fechar' }));
  });

  it('moves with the arrow keys and the buttons, wrapping round', async () => {
    await openLightbox();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByText('3 / 3')).toBeTruthy();
    await userEvent.keyboard('{ArrowRight}');
    expect(photo().getAttribute('src')).toBe('/a.svg');
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByText('3 / 3')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Foto anterior' }));
    expect(screen.getByText('2 / 3')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Próxima foto' }));
    expect(screen.getByText('3 / 3')).toBeTruthy();
  });

  it('moves with a swipe, and ignores a tap', async () => {
    // jsdom has no PointerEvent; a MouseEvent carries the coordinates the swipe reads.
    vi.stubGlobal('PointerEvent', class extends MouseEvent {});
    await openLightbox();
    const stage = photo().closest('figure') as HTMLElement;
    fireEvent.pointerDown(stage, { clientX: 300, clientY: 200 });
    fireEvent.pointerUp(stage, { clientX: 150, clientY: 210 });
    expect(screen.getByText('3 / 3')).toBeTruthy();
    fireEvent.pointerDown(stage, { clientX: 100, clientY: 200 });
    fireEvent.pointerUp(stage, { clientX: 260, clientY: 200 });
    expect(screen.getByText('2 / 3')).toBeTruthy();
    fireEvent.pointerDown(stage, { clientX: 100, clientY: 200 });
    fireEvent.pointerUp(stage, { clientX: 105, clientY: 200 });
    expect(screen.getByText('2 / 3')).toBeTruthy();
  });

  it('keeps focus inside while open', async () => {
    const { dialog } = await openLightbox();
    for (let i = 0; i < 4; i += 1) {
      await userEvent.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await userEvent.tab({ shift: true });
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('closes on Escape and gives focus back to what opened it', async () => {
    const { opener } = await openLightbox();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('closes with its button', async () => {
    await openLightbox();
    await userEvent.click(screen.getByRole('button', { name: 'Fechar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
