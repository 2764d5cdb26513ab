import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { corridaFixture, FIXTURE_CLASSIFICACAO } from '../../testing/corridas.ts';
import { server } from '../../testing/msw.ts';
import { adminPath } from '../../testing/runtime-config.ts';
import { renderInDesk } from '../../testing/desk.tsx';
import { ResultadoEditor } from './editor.tsx';

const render = (corrida = corridaFixture()) =>
  renderInDesk(<ResultadoEditor />, {
    resource: 'corridas',
    record: corrida,
    papel: 'race-control',
  });

function putRoute(answer: () => Response) {
  const bodies: unknown[] = [];
  server.use(
    http.put(adminPath('/corridas/41/resultado'), async ({ request }) => {
      bodies.push(await request.json());
      return answer();
    }),
    // The refresh after a save reads the race again.
    http.get(adminPath('/corridas/41'), () => HttpResponse.json(corridaFixture())),
  );
  return bodies;
}

describe('ResultadoEditor', () => {
  it('sends the whole classification with the version read, and says it was published', async () => {
    const bodies = putRoute(() => HttpResponse.json(corridaFixture({ situacao: 'oficial' })));
    render();
    await userEvent.click(screen.getByRole('button', { name: 'Salvar e oficializar' }));
    expect(
      await screen.findByText('Resultado salvo e oficializado: a classificação foi recalculada.'),
    ).toBeTruthy();
    expect(bodies).toEqual([{ ...FIXTURE_CLASSIFICACAO, oficializar: true, versao: 3 }]);
  });

  it("shows the server's reasons under the rows they name", async () => {
    const message = 'O carro 7 aparece mais de uma vez na classificação.';
    putRoute(() =>
      HttpResponse.json(
        {
          type: 'about:blank',
          title: 'Bad Request',
          status: 400,
          detail: message,
          errors: [{ path: 'body.classificacao.1.numero', message }],
        },
        { status: 400, headers: { 'content-type': 'application/problem+json' } },
      ),
    );
    render();
    await userEvent.click(screen.getByRole('button', { name: 'Salvar como provisório' }));
    expect((await screen.findAllByText(message)).length).toBeGreaterThan(0);
  });

  it('refuses a row without a car before sending anything', async () => {
    const bodies = putRoute(() => HttpResponse.json(corridaFixture()));
    const corrida = corridaFixture();
    const [first] = corrida.classificacao;
    if (!first) throw new Error('fixture without rows');
    corrida.classificacao = [{ ...first, numero: '' }];
    render(corrida);
    await userEvent.click(screen.getByRole('button', { name: 'Salvar como provisório' }));
    expect(await screen.findByText('Informe o número do carro.')).toBeTruthy();
    expect(bodies).toEqual([]);
  });

  it('warns before saving an official race as provisional', async () => {
    const bodies = putRoute(() => HttpResponse.json(corridaFixture()));
    render(corridaFixture({ situacao: 'oficial' }));
    await userEvent.click(screen.getByRole('button', { name: 'Salvar como provisório' }));
    expect(await screen.findByText(/tira os pontos dela da classificação/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(bodies).toEqual([]);
  });
});
