import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { VERSION_CONFLICT } from '@stockcar/shared/schemas/admin/lista';
import { server } from '../../testing/msw.ts';
import { adminPath } from '../../testing/runtime-config.ts';
import FanpushConfig from './fanpush-config.tsx';
import { expectFailedCalls, problem, renderAt } from '../../testing/fanpush.tsx';

const DIAS = 'Abrir quantos dias antes da corrida';
const MINUTOS = 'Fechar quantos minutos antes da largada';

/** `GET /fanpush/config` answering in turn; `PUT` answering `respond`, bodies kept. */
function settings(respond: () => Response, ...answers: object[]) {
  const bodies: unknown[] = [];
  let reads = 0;
  server.use(
    http.get(adminPath('/fanpush/config'), () => {
      const answer = answers[Math.min(reads, answers.length - 1)];
      reads += 1;
      return HttpResponse.json(answer);
    }),
    http.put(adminPath('/fanpush/config'), async ({ request }) => {
      bodies.push(await request.json());
      return respond();
    }),
  );
  return bodies;
}

const value = (label: string) => screen.getByLabelText<HTMLInputElement>(label).value;

function renderSettings() {
  renderAt('/fanpush/config', '/fanpush/config', <FanpushConfig />);
}

describe('the Fan Push settings', () => {
  it('saves the days and minutes over the version read', async () => {
    const bodies = settings(
      () => HttpResponse.json({ diasAntes: 5, minutosAntes: 30, versao: 3 }),
      { diasAntes: 3, minutosAntes: 30, versao: 2 },
    );
    renderSettings();
    await waitFor(() => expect(value(DIAS)).toBe('3'));
    fireEvent.change(screen.getByLabelText(DIAS), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(bodies).toEqual([{ diasAntes: 5, minutosAntes: 30, versao: 2 }]));
    expect(await screen.findByText('Registro atualizado')).toBeTruthy();
  });

  it('refuses values out of range under the field and sends nothing', async () => {
    const bodies = settings(() => HttpResponse.json({}), {
      diasAntes: 3,
      minutosAntes: 30,
      versao: 2,
    });
    renderSettings();
    await waitFor(() => expect(value(MINUTOS)).toBe('30'));
    fireEvent.change(screen.getByLabelText(MINUTOS), { target: { value: '2000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(
      await screen.findByText('O fechamento em minutos antes da largada vai de 0 a 1440.'),
    ).toBeTruthy();
    expect(bodies).toEqual([]);
  });

  it('on a version conflict offers to reload the stored settings', async () => {
    const failed = expectFailedCalls();
    settings(
      () => problem(409, VERSION_CONFLICT),
      { diasAntes: 3, minutosAntes: 30, versao: 2 },
      { diasAntes: 4, minutosAntes: 15, versao: 3 },
    );
    renderSettings();
    await waitFor(() => expect(value(DIAS)).toBe('3'));
    fireEvent.change(screen.getByLabelText(DIAS), { target: { value: '7' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Recarregar' }));
    await waitFor(() => expect(value(DIAS)).toBe('4'));
    expect(value(MINUTOS)).toBe('15');
    expect(failed()).toEqual([`HttpError: ${VERSION_CONFLICT}`]);
  });
});
