import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { corridaFixture } from '../../testing/corridas.ts';
import { server } from '../../testing/msw.ts';
import { adminPath } from '../../testing/runtime-config.ts';
import { renderInDesk } from '../../testing/desk.tsx';
import { CabecalhoCorrida } from './cabecalho.tsx';

const render = (situacao: 'aguardando' | 'provisorio' | 'oficial') =>
  renderInDesk(<CabecalhoCorrida />, {
    resource: 'corridas',
    record: corridaFixture({ situacao }),
    papel: 'race-control',
  });
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

describe('CabecalhoCorrida', () => {
  it('shows the stage and offers only the action the state allows', () => {
    render('aguardando');
    expect(screen.getByText('Stock Car Pro Series 2026 · 4ª Etapa · Corrida 1')).toBeTruthy();
    expect(screen.getByText('Aguardando')).toBeTruthy();
    expect(button('Oficializar').disabled).toBe(true);
    expect(button('Reabrir').disabled).toBe(true);
  });

  it('publishes after a confirmation, with the version read', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(adminPath('/corridas/41/oficializar'), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(corridaFixture({ situacao: 'oficial', versao: 4 }));
      }),
      http.get(adminPath('/corridas/41'), () => HttpResponse.json(corridaFixture())),
    );
    render('provisorio');
    expect(button('Reabrir').disabled).toBe(true);
    await userEvent.click(button('Oficializar'));
    expect(screen.getByText('Oficializar o resultado?')).toBeTruthy();
    expect(bodies).toEqual([]);
    await userEvent.click(button('Confirmar'));
    expect(
      await screen.findByText('Resultado oficializado: a classificação foi recalculada.'),
    ).toBeTruthy();
    expect(bodies).toEqual([{ versao: 3 }]);
  });

  it('offers to reload when someone changed the race first', async () => {
    server.use(
      http.post(adminPath('/corridas/41/reabrir'), () =>
        HttpResponse.json(
          {
            type: 'about:blank',
            title: 'Conflict',
            status: 409,
            detail: 'Alterado por outra pessoa.',
          },
          { status: 409, headers: { 'content-type': 'application/problem+json' } },
        ),
      ),
    );
    render('oficial');
    await userEvent.click(button('Reabrir'));
    expect(screen.getByText(/voltam? a provisório/)).toBeTruthy();
    await userEvent.click(button('Confirmar'));
    expect(await screen.findByText('Alterado por outra pessoa.')).toBeTruthy();
    // Found once the confirmation dialog has closed (it hides the page while open).
    expect(await screen.findByRole('button', { name: 'Recarregar' })).toBeTruthy();
  });
});
