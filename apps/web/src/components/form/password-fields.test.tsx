import { createEvent, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { NoPasteInput, PasswordChecklist } from './password-fields.tsx';

function Typed({ language }: { language?: 'pt-br' | 'en' }) {
  const [password, setPassword] = useState('');
  return (
    <>
      <input aria-label="Senha" value={password} onChange={(e) => setPassword(e.target.value)} />
      <PasswordChecklist password={password} language={language} />
    </>
  );
}

const metItems = () =>
  screen
    .getAllByRole('listitem')
    .filter((item) => item.getAttribute('data-ok') === 'true')
    .map((item) => item.textContent);

describe('PasswordChecklist (fan-club.md §5)', () => {
  it('flips each rule as the password is typed, politely announced', async () => {
    const user = userEvent.setup();
    render(<Typed />);
    expect(screen.getByRole('list').getAttribute('aria-live')).toBe('polite');
    expect(screen.getAllByRole('listitem')).toHaveLength(6);
    expect(metItems()).toEqual(['No máximo 128 caracteres (atendido)']);
    await user.type(screen.getByLabelText('Senha'), 'a');
    expect(metItems()).toContain('Pelo menos uma letra minúscula (atendido)');
    expect(metItems()).not.toContain('Pelo menos uma letra maiúscula (atendido)');
    await user.type(screen.getByLabelText('Senha'), 'B3#xyzw');
    expect(metItems()).toHaveLength(6);
  });

  it('speaks English when asked', () => {
    render(<PasswordChecklist password="abc" language="en" />);
    expect(screen.getByText('At least 8 characters')).toBeTruthy();
    expect(screen.getByText('At least one number')).toBeTruthy();
    expect(screen.getByText('At least one lowercase letter').closest('li')?.dataset.ok).toBe(
      'true',
    );
  });
});

describe('NoPasteInput', () => {
  it('prevents paste and drop but still calls the handlers given', () => {
    const onPaste = vi.fn();
    render(<NoPasteInput aria-label="Confirmação" onPaste={onPaste} />);
    const input = screen.getByLabelText('Confirmação');
    const paste = createEvent.paste(input);
    fireEvent(input, paste);
    expect(paste.defaultPrevented).toBe(true);
    expect(onPaste).toHaveBeenCalledOnce();
    const drop = createEvent.drop(input);
    fireEvent(input, drop);
    expect(drop.defaultPrevented).toBe(true);
  });

  it('takes typing as any input does', async () => {
    const user = userEvent.setup();
    render(<NoPasteInput aria-label="Confirmação" defaultValue="" />);
    await user.type(screen.getByLabelText('Confirmação'), 'Abc#1234');
    expect(screen.getByLabelText('Confirmação')).toHaveProperty('value', 'Abc#1234');
  });
});
