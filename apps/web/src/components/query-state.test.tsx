import type { UseQueryResult } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api-error.ts';
import { queryState } from './query-state.tsx';

/** Only the fields queryState reads, shaped as each state of a query. */
const pending = { isPending: true, isError: false } as UseQueryResult<string[]>;
const failed = (error: unknown) =>
  ({ isPending: false, isError: true, error }) as UseQueryResult<string[]>;
const loaded = (data: string[]) =>
  ({ isPending: false, isError: false, data }) as UseQueryResult<string[]>;

const texts: Parameters<typeof queryState<string[]>>[1] = {
  pending: <p>Carregando…</p>,
  errorText: 'Não foi possível carregar.',
  empty: { when: (data: string[]) => data.length === 0, notice: 'Nada por aqui.' },
};

function shown(query: UseQueryResult<string[]>, options = texts) {
  const state = queryState(query, options);
  render(<>{state.ready ? state.data.join(',') : state.screen}</>);
}

describe('queryState: the one loading / failure / empty rule of the screens', () => {
  it('shows the pending view while loading', () => {
    shown(pending);
    expect(screen.getByText('Carregando…')).toBeTruthy();
  });

  it("shows the API's own text for a refusal and the screen's text for a fault", () => {
    shown(failed(new ApiError(404, 'Piloto não encontrado nesta categoria.')));
    expect(screen.getByRole('alert').textContent).toBe('Piloto não encontrado nesta categoria.');
    document.body.innerHTML = '';
    shown(failed(new ApiError(500, 'stack trace')));
    expect(screen.getByRole('alert').textContent).toBe('Não foi possível carregar.');
  });

  it("keeps the screen's text for every failure when it is fixed", () => {
    shown(failed(new ApiError(404, 'Recurso não encontrado.')), { ...texts, fixedErrorText: true });
    expect(screen.getByRole('alert').textContent).toBe('Não foi possível carregar.');
  });

  it('shows the empty notice for empty data, else the data', () => {
    shown(loaded([]));
    expect(screen.getByText('Nada por aqui.')).toBeTruthy();
    document.body.innerHTML = '';
    shown(loaded(['a', 'b']));
    expect(screen.getByText('a,b')).toBeTruthy();
  });
});
