import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { FanpushJanelaItemSchema } from '@stockcar/shared/schemas/admin/fanpush';
import { server } from '../../testing/msw.ts';
import { adminPath } from '../../testing/runtime-config.ts';
import FanpushList from './fanpush-list.tsx';
import { janela, renderAt } from '../../testing/fanpush.tsx';

/** A window as the list has it (no counts, no entry list). */
const item = (overrides: Partial<ReturnType<typeof janela>>) =>
  FanpushJanelaItemSchema.parse(janela(overrides));

/** `GET /fanpush`: the windows, and every query it was asked with. */
function windows() {
  const queries: Record<string, string>[] = [];
  server.use(
    http.get(adminPath('/fanpush'), ({ request }) => {
      const query = Object.fromEntries(new URL(request.url).searchParams);
      queries.push(query);
      const itens = [
        item({}),
        item({
          id: 6,
          idEtapa: 11,
          etapa: '8ª Etapa',
          circuito: 'Cascavel',
          situacao: 'encerrada',
          dataInicioVotacao: '2026-04-20T12:00:00.000Z',
          dataFimVotacao: '2026-04-26T16:30:00.000Z',
          totalCedulas: 12_345,
        }),
      ].filter((w) => !query.situacao || w.situacao === query.situacao);
      return HttpResponse.json({ itens, total: itens.length });
    }),
  );
  return queries;
}

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('the Fan Push windows list', () => {
  it('lists windows newest first with Brasília times, situação and ballots', async () => {
    const queries = windows();
    renderAt('/fanpush', '/fanpush/*', <FanpushList />);
    const row = (await screen.findByText('8ª Etapa')).closest('tr');
    if (!row) throw new Error('a row per window');
    expect(cells(row)).toEqual([
      '8ª Etapa',
      '2026',
      'Cascavel',
      '20/04/2026, 09:00',
      '26/04/2026, 13:30',
      'Encerrada',
      '12.345',
    ]);
    expect(screen.getByText('Aberta')).toBeTruthy();
    expect(queries[0]).toMatchObject({ ordem: 'dataInicioVotacao', direcao: 'desc' });
    expect(screen.getByRole('link', { name: 'Configurações' }).getAttribute('href')).toBe(
      '/fanpush/config',
    );
  });

  it('filters by season and situação with the API’s parameters', async () => {
    const queries = windows();
    renderAt('/fanpush', '/fanpush/*', <FanpushList />);
    await screen.findByText('8ª Etapa');
    fireEvent.change(screen.getByLabelText('Temporada'), { target: { value: '2026' } });
    await waitFor(() => expect(queries.at(-1)).toMatchObject({ temporada: '2026' }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Situação' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Encerrada' }));
    await waitFor(() =>
      expect(queries.at(-1)).toMatchObject({ temporada: '2026', situacao: 'encerrada' }),
    );
    await waitFor(() => expect(screen.queryByText('9ª Etapa')).toBeNull());
  });
});
