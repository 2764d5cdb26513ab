import { afterAll, describe, expect, it } from 'vitest';
import { RESULTADOS_TEXTOS as T } from '@stockcar/shared/schemas/admin/resultados-textos';
import { auditOf } from '../../../test/console-crud.ts';
import {
  createRace,
  expectRefused,
  GOOD_BODY as GOOD,
  proSeriesDesk,
  resultRow as row,
  type ResultBody,
} from '../../../test/corridas.ts';

/** The classification rules on the editor's save (issue 11): each named by row, nothing saved. */

const { t, etapaId, rc } = await proSeriesDesk();
afterAll(() => t.close());

describe('PUT /admin/corridas/:id/resultado refusals', () => {
  const refusals: [string, Partial<ResultBody>, { path: string; message: string }][] = [
    [
      'a car not in the entry list',
      {
        classificacao: [row('12', 1), row('77', 2)],
        pole: null,
        voltaRapida: null,
        voltaRapidaTempo: '',
      },
      {
        path: 'body.classificacao.1.numero',
        message: 'O carro 77 não está inscrito na temporada 2026 da Stock Car Pro Series.',
      },
    ],
    [
      'a car twice',
      {
        classificacao: [row('12', 1), row('7', 2), row('12', null, 'DNS')],
        pole: null,
        voltaRapida: null,
        voltaRapidaTempo: '',
      },
      { path: 'body.classificacao.2.numero', message: T.carroRepetido('12') },
    ],
    [
      'a gap in the positions',
      {
        classificacao: [row('12', 1), row('7', 3)],
        pole: null,
        voltaRapida: null,
        voltaRapidaTempo: '',
      },
      { path: 'body.classificacao.1.posicao', message: T.posicaoForaDeSequencia(3, '', 2, 2) },
    ],
    [
      'a position twice',
      {
        classificacao: [row('12', 1), row('7', 1)],
        pole: null,
        voltaRapida: null,
        voltaRapidaTempo: '',
      },
      { path: 'body.classificacao.1.posicao', message: T.posicaoRepetida(1, '', ['12', '7']) },
    ],
    [
      'a DNF with a position',
      {
        classificacao: [row('12', 1), { ...row('7', 2), status: 'DNF' }],
        pole: null,
        voltaRapida: null,
        voltaRapidaTempo: '',
      },
      { path: 'body.classificacao.1.posicao', message: T.posicaoSemClassificacao('7', 'DNF') },
    ],
    [
      'a classified car without a position',
      { classificacao: [row('12', null)], pole: null, voltaRapida: null, voltaRapidaTempo: '' },
      { path: 'body.classificacao.0.posicao', message: T.semPosicao('12') },
    ],
    [
      'a pole car not in the classification',
      { pole: '99' },
      { path: 'body.pole', message: T.poleFora('99') },
    ],
    [
      'a fastest lap by a car that did not finish',
      { voltaRapida: '5' },
      { path: 'body.voltaRapida', message: T.voltaRapidaNaoClassificado('5', 'DNF') },
    ],
    [
      'a fastest-lap time without its car',
      { voltaRapida: null },
      { path: 'body.voltaRapidaTempo', message: T.tempoSemVoltaRapida },
    ],
    [
      'negative laps',
      {
        classificacao: [{ ...row('12', 1), voltas: -1 }],
        pole: null,
        voltaRapida: null,
        voltaRapidaTempo: '',
      },
      { path: 'body.classificacao.0.voltas', message: T.voltas },
    ],
  ];

  it.each(refusals)('refuses %s with the row named, saving nothing', async (_, change, error) => {
    const race = await createRace(t.db, etapaId);
    const res = await expectRefused(
      t,
      race.id,
      () => rc.send('PUT', `/corridas/${race.id}/resultado`, { ...GOOD, ...change, versao: 1 }),
      [error.message],
    );
    expect(res.json().errors).toContainEqual(error);
    expect(res.json().detail).toBe(res.json().errors[0].message);
    expect(await auditOf(t, 'resultado', race.id)).toEqual([]);
  });
});
