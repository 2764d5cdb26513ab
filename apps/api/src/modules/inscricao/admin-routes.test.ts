import { beforeAll, describe, expect, it } from 'vitest';
import {
  createCorrida,
  createEquipe,
  createEtapa,
  createInscricao,
  createMontadora,
  createPiloto,
  recordResults,
} from '../../../test/factories.ts';
import { walkCrud } from '../../../test/console-crud.ts';
import { createTemporada, fieldErrors, setupRaceControl } from '../../../test/race-control.ts';

const rc = setupRaceControl();

let drivers = 0;
/** A valid entry of Pro Series 2030 for a new driver, with a new team and manufacturer. */
async function entry(overrides: Record<string, unknown> = {}) {
  drivers += 1;
  const [p, e, m] = await Promise.all([
    createPiloto(rc.t.db, { nome: 'Gabriel', sobrenome: `Corredor ${'I'.repeat(drivers)}` }),
    createEquipe(rc.t.db),
    createMontadora(rc.t.db),
  ]);
  return {
    categoriaId: 1,
    temporada: 2030,
    pilotoId: p.id,
    equipeId: e.id,
    montadoraId: m.id,
    numero: '12',
    carro: 'Sedã V8',
    ...overrides,
  };
}

const standings = async (categoriaId: number, ano: number) =>
  (await rc.t.get(`/api/v1/Classificacao/categoria/${categoriaId}/pilotos?ano=${ano}`)).json() as {
    idPiloto: number;
    numero: string;
    pontuacao: number;
  }[];

beforeAll(async () => {
  for (const categoriaId of [1, 2, 6]) await createTemporada(rc.t.db, { categoriaId, ano: 2030 });
});

describe('entry lists in the console (race control)', () => {
  it('walks create, read, list, update with version, 409, 400 in Portuguese and delete', async () => {
    const valid = await entry({ numero: '501' });
    const another = await entry({ numero: '502' });
    const item = await walkCrud({
      t: rc.t,
      send: rc.send,
      recurso: 'inscricoes',
      entidade: 'inscricao',
      valid,
      another,
      search: 'gabriel corredor',
      edit: { numero: '503', carro: 'Sedã V8 Evo' },
      invalid: { ...valid, numero: '1234', carro: '', pilotoId: 'x' },
      errors: [
        { path: 'body.numero', message: 'O número do carro tem de 1 a 3 algarismos.' },
        { path: 'body.carro', message: 'Informe o carro.' },
        { path: 'body.pilotoId', message: 'Escolha o piloto.' },
      ],
    });
    expect(item).toMatchObject({ piloto: expect.stringMatching(/^Gabriel Corredor/) });
  });

  it('needs the season, a free number and a driver not yet entered', async () => {
    const noSeason = await rc.send('POST', '/inscricoes', await entry({ temporada: 2029 }));
    expect(noSeason.statusCode).toBe(400);
    expect(fieldErrors(noSeason.json())).toEqual({
      'body.temporada': 'Esta categoria não tem a temporada 2029: crie-a antes em Temporadas.',
    });

    const first = await entry({ numero: '77' });
    expect((await rc.send('POST', '/inscricoes', first)).statusCode).toBe(201);
    const sameNumber = await rc.send('POST', '/inscricoes', await entry({ numero: '77' }));
    expect(fieldErrors(sameNumber.json())).toEqual({
      'body.numero': 'O número 77 já é de outro piloto nesta temporada.',
    });
    const sameDriver = await rc.send('POST', '/inscricoes', { ...first, numero: '78' });
    expect(fieldErrors(sameDriver.json())).toEqual({
      'body.pilotoId': 'Este piloto já está inscrito nesta categoria e temporada.',
    });
    // The same number in another category's season is another car.
    const elsewhere = await rc.send(
      'POST',
      '/inscricoes',
      await entry({ categoriaId: 6, numero: '77', subcategoria: 'A' }),
    );
    expect(elsewhere.statusCode, elsewhere.body).toBe(201);

    const ghost = await rc.send('POST', '/inscricoes', await entry({ equipeId: 999_999 }));
    expect(fieldErrors(ghost.json())).toEqual({ 'body.equipeId': 'Esta equipe não existe.' });
  });

  it('puts entries in a class where the category has classes, and only there', async () => {
    const noClass = await rc.send('POST', '/inscricoes', await entry({ categoriaId: 2 }));
    expect(fieldErrors(noClass.json())).toEqual({
      'body.subcategoria': 'Escolha a classe: PRO ou Amador.',
    });
    const wrong = await rc.send(
      'POST',
      '/inscricoes',
      await entry({ categoriaId: 6, subcategoria: 'PRO' }),
    );
    expect(fieldErrors(wrong.json())).toEqual({ 'body.subcategoria': 'Escolha a classe: A ou B.' });
    const forbidden = await rc.send('POST', '/inscricoes', await entry({ subcategoria: 'A' }));
    expect(fieldErrors(forbidden.json())).toEqual({
      'body.subcategoria': 'Esta categoria não tem classes: deixe a classe em branco.',
    });
    const ok = await rc.send(
      'POST',
      '/inscricoes',
      await entry({ categoriaId: 2, numero: '5', subcategoria: 'Amador' }),
    );
    expect(ok.json()).toMatchObject({ subcategoria: 'Amador' });
    const blank = await rc.send(
      'POST',
      '/inscricoes',
      await entry({ numero: '6', subcategoria: '' }),
    );
    expect(blank.json()).toMatchObject({ subcategoria: null });
  });

  it('lists a new entry in the standings with 0 points, and the filters find it', async () => {
    await createTemporada(rc.t.db, { categoriaId: 3, ano: 2031 });
    const a = await createInscricao(rc.t.db, { categoriaId: 3, temporada: 2031 });
    const stage = await createEtapa(rc.t.db, {
      categoriaId: 3,
      data: new Date('2031-03-01T17:00Z'),
    });
    await recordResults(rc.t.db, (await createCorrida(rc.t.db, { etapaId: stage.id })).id, [a.id]);
    const body = await entry({ categoriaId: 3, temporada: 2031, numero: '909' });
    const created = (await rc.send('POST', '/inscricoes', body)).json();
    expect(await standings(3, 2031)).toEqual([
      expect.objectContaining({ pontuacao: 30 }),
      expect.objectContaining({ idPiloto: body.pilotoId, numero: '909', pontuacao: 0 }),
    ]);

    const list = (q: string) => rc.send('GET', `/inscricoes?${q}`).then((r) => r.json());
    expect((await list('categoriaId=3&temporada=2031')).total).toBe(2);
    expect((await list(`equipeId=${body.equipeId}`)).itens).toEqual([
      expect.objectContaining({ id: created.id }),
    ]);
    expect((await list('categoriaId=3&q=909')).itens).toEqual([
      expect.objectContaining({ id: created.id, numero: '909' }),
    ]);

    // Moved to another season: it leaves the old standings and joins the new ones.
    await createTemporada(rc.t.db, { categoriaId: 3, ano: 2032 });
    const moved = await rc.send('PUT', `/inscricoes/${created.id}`, {
      ...body,
      temporada: 2032,
      versao: 1,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await standings(3, 2031)).map((d) => d.idPiloto)).not.toContain(body.pilotoId);
    expect((await standings(3, 2032)).map((d) => d.idPiloto)).toEqual([body.pilotoId]);
  });

  it('refuses to delete or move an entry that has results, naming them', async () => {
    await createTemporada(rc.t.db, { categoriaId: 4, ano: 2033 });
    const raced = await createInscricao(rc.t.db, { categoriaId: 4, temporada: 2033 });
    const stage = await createEtapa(rc.t.db, {
      categoriaId: 4,
      data: new Date('2033-03-01T17:00Z'),
    });
    for (const numero of [1, 2]) {
      const race = await createCorrida(rc.t.db, { etapaId: stage.id, numero });
      await recordResults(rc.t.db, race.id, [raced.id]);
    }
    const res = await rc.send('DELETE', `/inscricoes/${raced.id}?versao=1`);
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe(
      'Esta inscrição tem resultados em 2 corridas: ela não pode ser excluída.',
    );
    await createTemporada(rc.t.db, { categoriaId: 4, ano: 2034 });
    const moved = await rc.send('PUT', `/inscricoes/${raced.id}`, {
      ...raced,
      id: undefined,
      versao: 1,
      temporada: 2034,
    });
    expect(fieldErrors(moved.json())).toEqual({
      'body.temporada': 'Esta inscrição tem resultados: a categoria e a temporada não podem mudar.',
    });
  });
});
