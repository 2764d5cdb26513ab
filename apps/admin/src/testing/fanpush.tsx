import { render } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import {
  AdminContext,
  Notification,
  RecordContextProvider,
  ResourceContextProvider,
} from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { FanpushJanelaDetalhe } from '@stockcar/shared/schemas/admin/fanpush';
import { dataProvider } from '../data/data-provider.ts';
import { i18nProvider } from '../i18n/index.ts';
import { authAs } from './desk.tsx';
import { server } from './msw.ts';
import { adminPath } from './runtime-config.ts';

/** Fan Push console test helpers: a window as the API answers it, and a page at a path. */

const piloto = (n: number) => ({ idPiloto: n, nome: `Piloto ${n}`, numero: String(n) });

/**
 * Window 7 (stage 12, '9ª Etapa' 2026 at Interlagos), open from 4 May 09:00 to 10 May 13:30
 * Brasília time, candidates 1 to 5 of the 6 entered, 1 500 ballots counted.
 */
export function janela(overrides: Partial<FanpushJanelaDetalhe> = {}): FanpushJanelaDetalhe {
  return {
    id: 7,
    versao: 3,
    idEtapa: 12,
    etapa: '9ª Etapa',
    temporada: 2026,
    circuito: 'Interlagos',
    dataEtapa: '2026-05-10T17:00:00.000Z',
    dataInicioVotacao: '2026-05-04T12:00:00.000Z',
    dataFimVotacao: '2026-05-10T16:30:00.000Z',
    urlVideo: '',
    situacao: 'aberta',
    pausada: false,
    horariosAjustados: false,
    candidatosAjustados: false,
    totalCedulas: 1500,
    encerradaEm: null,
    checksum: null,
    candidatos: [1, 2, 3, 4, 5],
    // Each ballot names 3 drivers: 4 500 picks; driver 4 has none yet.
    contagem: [
      { ...piloto(2), votos: 1490, posicao: 1 },
      { ...piloto(3), votos: 1234, posicao: 2 },
      { ...piloto(1), votos: 1200, posicao: 3 },
      { ...piloto(5), votos: 576, posicao: 4 },
      { ...piloto(4), votos: 0, posicao: 5 },
    ],
    inscritos: [1, 2, 3, 4, 5, 6].map(piloto),
    ...overrides,
  };
}

/**
 * `GET /fanpush/7` (added to the network) answering `answers` in turn, then the last one again;
 * a `null` answer is a 500. Answers how many reads were made.
 */
export function serveWindow(...answers: (FanpushJanelaDetalhe | null)[]): () => number {
  let count = 0;
  server.use(
    http.get(adminPath('/fanpush/7'), () => {
      const answer = answers[Math.min(count, answers.length - 1)];
      count += 1;
      return answer ? HttpResponse.json(answer) : problem(500, 'Erro interno.');
    }),
  );
  return () => count;
}

export const problem = (status: number, detail: string, errors?: object[]) =>
  HttpResponse.json(
    { type: 'about:blank', status, title: 'Erro', detail, ...(errors ? { errors } : {}) },
    { status, headers: { 'content-type': 'application/problem+json' } },
  );

/** `ui` as the console shows it at `path` (race control signed in), with notifications. */
export function renderAt(path: string, pattern: string, ui: ReactNode) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext
        dataProvider={dataProvider}
        i18nProvider={i18nProvider}
        authProvider={authAs('race-control')}
      >
        <ResourceContextProvider value="fanpush">
          <Routes>
            <Route path={pattern} element={ui} />
          </Routes>
        </ResourceContextProvider>
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  );
}

/**
 * react-admin logs every failed data provider call outside production (useDataProvider). A test
 * that makes a call fail takes those lines over from the noise check and reads them: the
 * messages logged, so the test can say which failures it expected (and no other).
 */
export function expectFailedCalls(): () => string[] {
  const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  return () => logged.mock.calls.map((args) => String(args[0]));
}

/** A piece of the window page (toolbar, totals) on window 7's page, given its record. */
export function renderOnWindowPage(ui: ReactNode, record: FanpushJanelaDetalhe = janela()) {
  return renderAt(
    '/fanpush/7',
    '/fanpush/:id/*',
    <RecordContextProvider value={record}>{ui}</RecordContextProvider>,
  );
}
