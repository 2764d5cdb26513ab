import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Modal } from './modal.tsx';

/** A page with a link before the opener, and a dialog of two buttons. */
function Page({ disableWhileOpening = false }: { disableWhileOpening?: boolean }) {
  const [opening, setOpening] = useState(false);
  const [open, setOpen] = useState(false);
  const openSoon = () => {
    // As a form whose button is disabled while its call runs, then opens the dialog; a browser
    // drops the focus of a button it disables to the page (jsdom does not: done by hand).
    setOpening(true);
    (document.activeElement as HTMLElement | null)?.blur();
    setTimeout(() => {
      setOpening(false);
      setOpen(true);
    });
  };
  return (
    <>
      <a href="#antes">Antes</a>
      <button
        type="button"
        disabled={disableWhileOpening && opening}
        onClick={disableWhileOpening ? openSoon : () => setOpen(true)}
      >
        Abrir
      </button>
      {open && (
        <Modal title="Atenção" closeLabel="Fechar" onClose={() => setOpen(false)}>
          <button type="button" onClick={() => setOpen(false)}>
            OK
          </button>
        </Modal>
      )}
    </>
  );
}

describe('Modal', () => {
  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    render(<Page />);
    await userEvent.click(screen.getByRole('button', { name: 'Abrir' }));
    const close = screen.getByRole('button', { name: 'Fechar' });
    const ok = screen.getByRole('button', { name: 'OK' });
    expect(document.activeElement).toBe(close);
    await userEvent.tab();
    expect(document.activeElement).toBe(ok);
    await userEvent.tab();
    expect(document.activeElement).toBe(close);
    await userEvent.tab({ shift: true });
    expect(document.activeElement).toBe(ok);
  });

  it('gives the focus back to its opener when closed with Escape', async () => {
    render(<Page />);
    const opener = screen.getByRole('button', { name: 'Abrir' });
    await userEvent.click(opener);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('gives the focus back to an opener that was disabled while the dialog was coming', async () => {
    render(<Page disableWhileOpening />);
    const opener = screen.getByRole('button', { name: 'Abrir' });
    opener.focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog');
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });
});
