import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, Form, SaveButton } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { POINTS_BY_POSITION } from '@stockcar/shared/points-table';
import { i18nProvider } from '../../i18n/index.ts';
import { PONTOS_INPUT_TEXTS as T, PontosInput } from './pontos-input.tsx';
import { validateTemporada } from './temporada-form.tsx';

function renderInput(record: Record<string, unknown>, validate?: typeof validateTemporada) {
  const saved: Record<string, unknown>[] = [];
  render(
    <AdminContext i18nProvider={i18nProvider}>
      <Form
        record={record}
        onSubmit={(values: Record<string, unknown>) => saved.push(values)}
        validate={validate}
      >
        <PontosInput />
        <SaveButton alwaysEnable />
      </Form>
    </AdminContext>,
  );
  return saved;
}

const position = (label: string) => screen.getByRole('spinbutton', { name: label });
const values = () =>
  screen.getAllByRole('spinbutton').map((input) => (input as HTMLInputElement).value);

describe('the points table input', () => {
  it('shows one number per position, labelled 1º, 2º, …', () => {
    renderInput({ pontos: [25, 18, 15] });
    expect(screen.getByRole('group', { name: T.legenda })).toBeTruthy();
    expect(position('1º')).toHaveProperty('value', '25');
    expect(position('3º')).toHaveProperty('value', '15');
    expect(values()).toEqual(['25', '18', '15']);
  });

  it('adds and removes positions at the end, and restores the default table', async () => {
    const user = userEvent.setup();
    const saved = renderInput({ pontos: [25, 18] });
    await user.click(screen.getByRole('button', { name: T.adicionar }));
    expect(position('3º')).toHaveProperty('value', '0');
    await user.clear(position('3º'));
    await user.type(position('3º'), '12');
    await user.click(screen.getByRole('button', { name: T.remover }));
    await user.click(screen.getByRole('button', { name: T.remover }));
    expect(values()).toEqual(['25']);
    // The table keeps one position at least.
    expect(screen.getByRole('button', { name: T.remover })).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('button', { name: T.padrao }));
    expect(values()).toEqual(POINTS_BY_POSITION.map(String));
    await user.clear(position('20º'));
    await user.type(position('20º'), '0');
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.pontos).toEqual([...POINTS_BY_POSITION.slice(0, 19), 0]);
  });

  it('keeps the values typed by keyboard, as numbers', async () => {
    const user = userEvent.setup();
    const saved = renderInput({ pontos: [10, 5] });
    await user.click(position('2º'));
    await user.keyboard('{Backspace}4');
    await user.tab();
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.pontos).toEqual([10, 4]);
  });

  it('names the first position that breaks the rules under the table', async () => {
    const saved = renderInput(
      { categoriaId: 1, ano: 2030, pontos: [10, 12], pontosPole: 0, pontosVoltaRapida: 0 },
      validateTemporada,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(
      await screen.findByText('2º: Uma posição não pode valer mais pontos que a anterior.'),
    ).toBeTruthy();
    expect(saved).toHaveLength(0);
  });
});
