import { cleanup, createEvent, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { PasswordOwner } from '@stockcar/shared/validators/password-strength';
import { NoPasteInput, PasswordChecklist } from './password-fields.tsx';
import { strengthBlocksSubmit, usePasswordStrength } from './use-password-strength.ts';

/** A password field as the forms use it: the checklist and a submit that waits on it. */
function Typed({ language, owner }: { language?: 'pt-br' | 'en'; owner?: PasswordOwner }) {
  const [password, setPassword] = useState('');
  const strength = usePasswordStrength(password, owner);
  return (
    <>
      <input aria-label="Senha" value={password} onChange={(e) => setPassword(e.target.value)} />
      <PasswordChecklist password={password} strength={strength} language={language} />
      <button type="submit" disabled={strengthBlocksSubmit(strength)}>
        Enviar
      </button>
    </>
  );
}

const STRENGTH = 'Difícil de adivinhar (evite nomes, datas e sequências)';
const strengthItem = () => screen.getByText(STRENGTH).closest('li')?.dataset.ok;

const metItems = () =>
  screen
    .getAllByRole('listitem')
    .filter((item) => item.getAttribute('data-ok') === 'true')
    .map((item) => item.textContent);

describe('PasswordChecklist (fan-club.md §5)', () => {
  // First in the file: the estimator has not loaded yet in this test's module graph.
  it('says the strength is being checked, and holds the submit, until the estimator loads', async () => {
    render(<Typed />);
    expect(screen.getByText('Verificando se a senha é difícil de adivinhar…')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Enviar' })).toHaveProperty('disabled', true);
    expect(await screen.findByText(STRENGTH)).toBeTruthy();
  });

  it('flips each rule as the password is typed, politely announced', async () => {
    const user = userEvent.setup();
    render(<Typed />);
    expect(screen.getByRole('list').getAttribute('aria-live')).toBe('polite');
    expect(screen.getAllByRole('listitem')).toHaveLength(7);
    expect(metItems()).toEqual(['No máximo 128 caracteres (atendido)']);
    await user.type(screen.getByLabelText('Senha'), 'a');
    expect(metItems()).toContain('Pelo menos uma letra minúscula (atendido)');
    expect(metItems()).not.toContain('Pelo menos uma letra maiúscula (atendido)');
    await user.type(screen.getByLabelText('Senha'), 'B3#xyzw');
    expect(metItems()).toHaveLength(6);
  });

  it('keeps the strength item unmet and the submit held for Abc12345!, which meets every rule', async () => {
    const user = userEvent.setup();
    render(<Typed />);
    await screen.findByText(STRENGTH);
    await user.type(screen.getByLabelText('Senha'), 'Abc12345!');
    expect(metItems()).toHaveLength(6);
    expect(strengthItem()).toBe('false');
    expect(screen.getByRole('button', { name: 'Enviar' })).toHaveProperty('disabled', true);
    await user.clear(screen.getByLabelText('Senha'));
    await user.type(screen.getByLabelText('Senha'), 'Piloto#Veloz2024');
    expect(metItems()).toHaveLength(7);
    expect(screen.getByRole('button', { name: 'Enviar' })).toHaveProperty('disabled', false);
  });

  it("counts the member's own words against the password", async () => {
    const user = userEvent.setup();
    render(<Typed owner={{ nome: 'Gumercindo' }} />);
    await screen.findByText(STRENGTH);
    await user.type(screen.getByLabelText('Senha'), 'Gumercindo@1990');
    expect(strengthItem()).toBe('false');
    cleanup();
    render(<Typed owner={{ nome: 'Ana' }} />);
    await user.type(screen.getByLabelText('Senha'), 'Gumercindo@1990');
    expect(strengthItem()).toBe('true');
  });

  it('lets the submit go when the estimator cannot load: the server checks the same rule', () => {
    render(<PasswordChecklist password="Piloto#Veloz2024" strength="unavailable" />);
    expect(
      screen.getByText(
        'Não foi possível verificar a força da senha agora: ela será verificada ao enviar',
      ),
    ).toBeTruthy();
    expect(strengthBlocksSubmit('unavailable')).toBe(false);
    expect(strengthBlocksSubmit('strong')).toBe(false);
  });

  it('speaks English when asked', () => {
    render(<PasswordChecklist password="abc" strength="weak" language="en" />);
    expect(screen.getByText('Hard to guess (avoid names, dates and sequences)')).toBeTruthy();
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
