import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { corridaFixture, previaFixture } from '../../testing/corridas.ts';
import { server } from '../../testing/msw.ts';
import { adminPath } from '../../testing/runtime-config.ts';
import { renderInDesk } from '../../testing/desk.tsx';
import { ImportarCsv } from './importar.tsx';

const csv = new File(['POS;NUM\n1;12\n'], 'corrida.csv', { type: 'text/csv' });
const pick = () =>
  fireEvent.change(screen.getByTestId('importar-csv'), { target: { files: [csv] } });
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
const render = (situacao: 'provisorio' | 'oficial' = 'provisorio') =>
  renderInDesk(<ImportarCsv />, {
    resource: 'corridas',
    record: corridaFixture({ situacao }),
    papel: 'race-control',
  });

/** Answers the import: the preview for `modo=previa`, `save` for the saves; records the queries. */
function importRoute(preview: object, save: () => Response = () => HttpResponse.json(preview)) {
  const queries: URLSearchParams[] = [];
  server.use(
    http.post(adminPath('/corridas/41/importacao'), async ({ request }) => {
      const query = new URL(request.url).searchParams;
      queries.push(query);
      const file = (await request.formData()).get('file');
      // The file part (jsdom's File and the fetch layer's are different classes).
      expect(file).toMatchObject({ size: csv.size, type: 'text/csv' });
      return query.get('modo') === 'previa' ? HttpResponse.json(preview) : save();
    }),
  );
  return queries;
}

describe('ImportarCsv', () => {
  it('previews an invalid file with its reasons and keeps both saves disabled', async () => {
    const queries = importRoute(previaFixture());
    render();
    pick();
    expect(await screen.findByText('Prévia de corrida.csv')).toBeTruthy();
    expect(screen.getByText(/não está inscrito/)).toBeTruthy();
    expect(button('Salvar como provisório').disabled).toBe(true);
    expect(button('Salvar e oficializar').disabled).toBe(true);
    expect(queries.map((q) => q.toString())).toEqual(['modo=previa']);
  });

  it('saves a valid file over the version read, and says so', async () => {
    const queries = importRoute(previaFixture({ valido: true }));
    render();
    pick();
    await screen.findByText('Prévia de corrida.csv');
    await userEvent.click(button('Salvar e oficializar'));
    expect(
      await screen.findByText('Arquivo importado e oficializado: a classificação foi recalculada.'),
    ).toBeTruthy();
    expect(queries[1]?.toString()).toBe('modo=salvar&versao=3&oficializar=true');
    expect(screen.queryByText('Prévia de corrida.csv')).toBeNull();
  });

  it('warns before saving an official race as provisional', async () => {
    const queries = importRoute(previaFixture({ valido: true }));
    render('oficial');
    pick();
    await screen.findByText('Prévia de corrida.csv');
    await userEvent.click(button('Salvar como provisório'));
    expect(await screen.findByText(/tira os pontos dela da classificação/)).toBeTruthy();
    expect(queries).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    await screen.findByText('Arquivo importado: resultado salvo como provisório.');
    expect(queries[1]?.get('oficializar')).toBe('false');
  });

  it('lists every reason of a refused save, and offers to reload on a conflict', async () => {
    const problem = (status: number, body: object) =>
      HttpResponse.json(
        { type: 'about:blank', title: 'Erro', status, ...body },
        { status, headers: { 'content-type': 'application/problem+json' } },
      );
    let answer = problem(400, {
      detail: 'O arquivo tem 2 erros: nada foi salvo.',
      errors: [
        { path: 'arquivo.linha.2', message: 'Linha 2: Posição inválida: "x".' },
        { path: 'arquivo.linha.3', message: 'Linha 3: O carro 77 não está inscrito.' },
      ],
    });
    importRoute(previaFixture({ valido: true }), () => answer);
    render();
    pick();
    await screen.findByText('Prévia de corrida.csv');
    await userEvent.click(button('Salvar como provisório'));
    expect(await screen.findByText('Linha 2: Posição inválida: "x".')).toBeTruthy();
    expect(screen.getByText('Linha 3: O carro 77 não está inscrito.')).toBeTruthy();
    answer = problem(409, { detail: 'Este registro foi alterado por outra pessoa.' });
    await waitFor(() => expect(button('Salvar como provisório').disabled).toBe(false));
    await userEvent.click(button('Salvar como provisório'));
    expect(await screen.findByRole('button', { name: 'Recarregar' })).toBeTruthy();
  });
});
