import type { UseQueryResult } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-error.ts';
import { queriesState, queryState } from './query-state.tsx';

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

/** A settled query of a number, with a refetch to watch. */
const number = (over: Partial<UseQueryResult<number>>) =>
  ({
    isPending: false,
    isError: false,
    isFetching: false,
    refetch: vi.fn(),
    ...over,
  }) as UseQueryResult<number>;

describe('queriesState: several queries on one screen', () => {
  const options = { pending: <p>Carregando…</p>, errorText: 'Falhou.' };

  it('waits for every query, then gives their data in order', () => {
    const loading = queriesState([loaded(['a']), pending], options);
    expect(loading.ready).toBe(false);
    const state = queriesState([loaded(['a']), number({ data: 7 })], options);
    expect(state).toEqual({ ready: true, data: [['a'], 7] });
  });

  it("shows the first failure's text, and its empty notice on empty data", () => {
    const refused = new ApiError(404, 'Não encontrado.');
    const state = queriesState([loaded(['a']), number({ isError: true, error: refused })], options);
    render(<>{!state.ready && state.screen}</>);
    expect(screen.getByRole('alert').textContent).toBe('Não encontrado.');
    document.body.innerHTML = '';
    const empty = queriesState([loaded([]), number({ data: 0 })], {
      ...options,
      empty: { when: ([list, n]) => list.length === 0 && n === 0, notice: 'Nada.' },
    });
    render(<>{!empty.ready && empty.screen}</>);
    expect(screen.getByText('Nada.')).toBeTruthy();
  });
});

describe('queryState: failure screens of other shapes', () => {
  it('offers a retry in the notice that reloads only what failed', () => {
    const ok = number({ data: 1 });
    const failing = number({ isError: true, error: new Error('x') });
    const state = queriesState([ok, failing], {
      pending: null,
      errorText: 'Não foi possível carregar.',
      retryLabel: 'Tentar novamente',
    });
    render(<>{!state.ready && state.screen}</>);
    expect(screen.getByRole('alert').textContent).toBe(
      'Não foi possível carregar. Tentar novamente',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(failing.refetch).toHaveBeenCalledOnce();
    expect(ok.refetch).not.toHaveBeenCalled();
  });

  it('gives a custom failure screen its text and whether the retry runs', () => {
    const failing = number({ isError: true, isFetching: true, error: new ApiError(500, 'x') });
    const state = queryState(failing, {
      pending: null,
      errorText: 'Erro.',
      failure: (text, retry) => <p>{`${text} ${retry.running ? 'recarregando' : ''}`}</p>,
    });
    render(<>{!state.ready && state.screen}</>);
    expect(screen.getByText('Erro. recarregando')).toBeTruthy();
  });

  it('can hide the screen on failure', () => {
    const state = queryState(number({ isError: true, error: new Error('x') }), {
      pending: null,
      failure: () => null,
    });
    expect(state).toEqual({ ready: false, screen: null });
  });

  it('keeps the data of a failed reload on screen when asked', () => {
    const reloadFailed = number({ isError: true, error: new Error('x'), data: 5 });
    expect(queryState(reloadFailed, { pending: null, errorText: 'Erro.' }).ready).toBe(false);
    const kept = queryState(reloadFailed, {
      pending: null,
      errorText: 'Erro.',
      keepDataOnError: true,
    });
    expect(kept).toEqual({ ready: true, data: 5 });
  });
});
