import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { corrida, etapa } from '../../db/schema/index.ts';
import { createCircuito } from '../../../test/factories.ts';
import { walkCrud } from '../../../test/console-crud.ts';
import { createTemporada, fieldErrors, setupRaceControl } from '../../../test/race-control.ts';

const rc = setupRaceControl();
let circuitoId = 0;

/** A Pro Series 2030 stage at the test's circuit: two races and a Saturday. */
const stage = (overrides: Record<string, unknown> = {}) => ({
  categoriaId: 1,
  temporada: 2030,
  numero: 1,
  circuitoId,
  data: '2030-04-14T17:00:00.000Z',
  horaClassificacao: '11:00',
  urlTickets: 'https://ingressos.example/etapa',
  corridas: [
    { numero: 1, descricao: 'Corrida 1' },
    { numero: 2, descricao: 'Corrida 2' },
  ],
  programacoes: [{ dia: 'Sábado', data: '2030-04-13', html: '<p>Treinos<script>x</script></p>' }],
  ...overrides,
});

beforeAll(async () => {
  circuitoId = (await createCircuito(rc.t.db, { nome: 'Autódromo do Planalto' })).id;
  for (const categoriaId of [1, 6]) await createTemporada(rc.t.db, { categoriaId, ano: 2030 });
});

describe('stages in the console (race control)', () => {
  it('walks create, read, list, update with version, 409, 400 in Portuguese and delete', async () => {
    await walkCrud({
      t: rc.t,
      send: rc.send,
      recurso: 'etapas',
      entidade: 'etapa',
      valid: stage({ numero: 1 }),
      another: stage({ numero: 2 }),
      search: 'planalto',
      edit: { titulo: 'Grande Final', horaClassificacao: '' },
      invalid: stage({
        numero: 0,
        data: '14/04/2030 14:00',
        horaClassificacao: '25:00',
        urlTickets: 'ingressos.example',
        corridas: [],
      }),
      errors: [
        { path: 'body.numero', message: 'Informe o número da etapa: um número inteiro de 1 a 99.' },
        { path: 'body.data', message: 'Informe a data e a hora da largada.' },
        {
          path: 'body.horaClassificacao',
          message: 'Informe a hora da classificação como HH:MM (ou deixe em branco).',
        },
        {
          path: 'body.urlTickets',
          message:
            'O endereço da venda de ingressos precisa começar com https:// (ou fique em branco).',
        },
        { path: 'body.corridas', message: 'Informe pelo menos uma corrida.' },
      ],
    });
  });

  it('saves the stage with its races and days, the title from its number, for the list', async () => {
    const events: unknown[] = [];
    const stop = rc.t.app.events.subscribe('conteudo', (payload) => {
      events.push(payload);
    });
    const res = await rc.send('POST', '/etapas', stage({ numero: 9, urlTickets: '' }));
    stop();
    expect(res.statusCode, res.body).toBe(201);
    const item = res.json();
    expect(item).toMatchObject({
      titulo: '9ª Etapa',
      data: '2030-04-14T17:00:00.000Z',
      urlTickets: '',
      circuito: 'Autódromo do Planalto',
      finalizada: false,
      corridas: [
        { numero: 1, descricao: 'Corrida 1', tipo: null, situacao: 'aguardando' },
        { numero: 2, descricao: 'Corrida 2', tipo: null, situacao: 'aguardando' },
      ],
      programacoes: [{ dia: 'Sábado', data: '2030-04-13', html: '<p>Treinos</p>' }],
    });
    // The Fan Push windows follow the calendar through this event.
    expect(events).toEqual([{ entidade: 'etapa', id: item.id }]);
    const listed = await rc.send('GET', '/etapas?categoriaId=1&temporada=2030&ordem=numero');
    expect(listed.json().itens[0]).toMatchObject({ id: item.id, numero: 9 });
  });

  it('needs the season and the circuit, and a stage number free in the season', async () => {
    const noSeason = await rc.send('POST', '/etapas', stage({ temporada: 2029, numero: 20 }));
    expect(fieldErrors(noSeason.json())).toEqual({
      'body.temporada': 'Esta categoria não tem a temporada 2029: crie-a antes em Temporadas.',
    });
    const noCircuit = await rc.send('POST', '/etapas', stage({ circuitoId: 999_999, numero: 20 }));
    expect(fieldErrors(noCircuit.json())).toEqual({
      'body.circuitoId': 'Este circuito não existe.',
    });
    expect((await rc.send('POST', '/etapas', stage({ numero: 21 }))).statusCode).toBe(201);
    const twice = await rc.send('POST', '/etapas', stage({ numero: 21 }));
    expect(fieldErrors(twice.json())).toEqual({
      'body.numero': 'Esta temporada já tem a 21ª etapa.',
    });
  });

  it('types races where the category has types (Turismo Nacional), and only there', async () => {
    const untyped = await rc.send('POST', '/etapas', stage({ categoriaId: 6, numero: 30 }));
    expect(fieldErrors(untyped.json())).toEqual({
      'body.corridas.0.tipo': 'Escolha o tipo da corrida: sprint ou endurance.',
      'body.corridas.1.tipo': 'Escolha o tipo da corrida: sprint ou endurance.',
    });
    const typedElsewhere = await rc.send(
      'POST',
      '/etapas',
      stage({ numero: 30, corridas: [{ numero: 1, descricao: 'Sprint', tipo: 'sprint' }] }),
    );
    expect(fieldErrors(typedElsewhere.json())).toEqual({
      'body.corridas.0.tipo': 'Só o Turismo Nacional tem tipo de corrida: deixe em branco.',
    });
    const repeated = await rc.send(
      'POST',
      '/etapas',
      stage({
        numero: 30,
        corridas: [
          { numero: 1, descricao: 'A' },
          { numero: 1, descricao: 'B' },
        ],
      }),
    );
    expect(fieldErrors(repeated.json())).toEqual({
      'body.corridas.1.numero': 'Duas corridas têm o mesmo número.',
    });
    const turismo = await rc.send(
      'POST',
      '/etapas',
      stage({
        categoriaId: 6,
        numero: 30,
        corridas: [
          { numero: 1, descricao: 'Sprint', tipo: 'sprint' },
          { numero: 2, descricao: 'Endurance', tipo: 'endurance' },
        ],
      }),
    );
    expect(turismo.statusCode, turismo.body).toBe(201);
    const rows = await rc.t.db.select().from(corrida).where(eq(corrida.etapaId, turismo.json().id));
    expect(rows.map((r) => r.tipo).sort()).toEqual(['endurance', 'sprint']);
  });

  it('keeps stage times as instants whatever offset they were sent with', async () => {
    const res = await rc.send(
      'POST',
      '/etapas',
      stage({ numero: 40, data: '2030-11-30T14:00:00-03:00' }),
    );
    expect(res.json().data).toBe('2030-11-30T17:00:00.000Z');
    const [row] = await rc.t.db.select().from(etapa).where(eq(etapa.id, res.json().id));
    expect(row?.data.toISOString()).toBe('2030-11-30T17:00:00.000Z');
  });
});
