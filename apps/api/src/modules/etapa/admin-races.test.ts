import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as s from '../../db/schema/index.ts';
import { createFanpush } from '../../../test/fanpush.ts';
import { createCircuito, createInscricao, recordResults } from '../../../test/factories.ts';
import { createTemporada, fieldErrors, setupRaceControl } from '../../../test/race-control.ts';

/** Stages whose races have results, and stages with Fan Push ballots (issue 11). */

const rc = setupRaceControl();
let circuitoId = 0;
let numero = 0;

interface Race {
  id: number;
  numero: number;
  descricao: string;
  tipo: string | null;
  situacao: string;
}

/** A Pro Series 2030 stage with two races saved through the console; race 1 made official. */
async function stageWithResults() {
  numero += 1;
  const body = {
    categoriaId: 1,
    temporada: 2030,
    numero,
    circuitoId,
    data: '2030-04-14T17:00:00.000Z',
    corridas: [
      { numero: 1, descricao: 'Corrida 1' },
      { numero: 2, descricao: 'Corrida 2' },
    ],
  };
  const created = (await rc.send('POST', '/etapas', body)).json();
  const [r1, r2] = created.corridas as Race[];
  if (!r1 || !r2) throw new Error('races not created');
  const entry = await createInscricao(rc.t.db, { categoriaId: 1, temporada: 2030 });
  await recordResults(rc.t.db, r1.id, [entry.id]);
  const keep = (r: Race) => ({ id: r.id, numero: r.numero, descricao: r.descricao });
  return { id: created.id as number, body, r1, r2, keep };
}

const stageRow = async (id: number) =>
  (await rc.t.db.select().from(s.etapa).where(eq(s.etapa.id, id)))[0];

beforeAll(async () => {
  circuitoId = (await createCircuito(rc.t.db)).id;
  await createTemporada(rc.t.db, { categoriaId: 1, ano: 2030 });
});

describe('a stage whose races have results', () => {
  it('keeps race ids on save, swaps numbers, and moves only the changed race version', async () => {
    const { id, body, r1, r2 } = await stageWithResults();
    const saved = await rc.send('PUT', `/etapas/${id}`, {
      ...body,
      corridas: [
        { id: r1.id, numero: 2, descricao: 'Corrida 1' },
        { id: r2.id, numero: 1, descricao: 'Corrida 2' },
      ],
      versao: 1,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().corridas).toEqual([
      expect.objectContaining({ id: r2.id, numero: 1, situacao: 'aguardando' }),
      expect.objectContaining({ id: r1.id, numero: 2, situacao: 'oficial' }),
    ]);
    const again = await rc.send('PUT', `/etapas/${id}`, {
      ...body,
      corridas: [
        { id: r1.id, numero: 2, descricao: 'Corrida 1' },
        { id: r2.id, numero: 1, descricao: 'Corrida curta' },
      ],
      versao: 2,
    });
    expect(again.statusCode, again.body).toBe(200);
    const races = await rc.t.db.select().from(s.corrida).where(eq(s.corrida.etapaId, id));
    const versions = Object.fromEntries(races.map((r) => [r.id, r.versao]));
    expect(versions).toEqual({ [r1.id]: 2, [r2.id]: 3 });
  });

  it('refuses to remove a race that has results, saving nothing', async () => {
    const { id, body, r2, keep } = await stageWithResults();
    const res = await rc.send('PUT', `/etapas/${id}`, {
      ...body,
      titulo: 'Outro título',
      corridas: [keep(r2)],
      versao: 1,
    });
    expect(res.statusCode).toBe(400);
    expect(fieldErrors(res.json())).toEqual({
      'body.corridas': 'A corrida 1 já tem resultados: ela não pode ser removida.',
    });
    expect(await stageRow(id)).toMatchObject({ titulo: `${numero}ª Etapa`, versao: 1 });
    const removed = await rc.send('PUT', `/etapas/${id}`, {
      ...body,
      corridas: [{ numero: 1, descricao: 'Corrida 1' }],
      versao: 1,
    });
    expect(removed.statusCode).toBe(400);
  });

  it('refuses a race id of another stage', async () => {
    const a = await stageWithResults();
    const b = await stageWithResults();
    const res = await rc.send('PUT', `/etapas/${a.id}`, {
      ...a.body,
      corridas: [a.keep(a.r1), a.keep(a.r2), { ...b.keep(b.r2), numero: 3 }],
      versao: 1,
    });
    expect(fieldErrors(res.json())).toEqual({
      'body.corridas.2.id': 'Uma das corridas não pertence a esta etapa. Recarregue a página.',
    });
  });

  it('reopens a finished stage when a race is added', async () => {
    const { id, body, r1, r2, keep } = await stageWithResults();
    const [entry] = await rc.t.db
      .select()
      .from(s.resultado)
      .where(eq(s.resultado.corridaId, r1.id));
    await recordResults(rc.t.db, r2.id, [entry?.inscricaoId ?? 0]);
    expect(await stageRow(id)).toMatchObject({ finalizada: true });
    const res = await rc.send('PUT', `/etapas/${id}`, {
      ...body,
      corridas: [keep(r1), keep(r2), { numero: 3, descricao: 'Corrida extra' }],
      versao: 1,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ finalizada: false });
    expect(await stageRow(id)).toMatchObject({ finalizada: false });
  });

  it('refuses to move it to another season, or to delete it', async () => {
    const { id, body, r1, r2, keep } = await stageWithResults();
    await createTemporada(rc.t.db, { categoriaId: 1, ano: 2031 });
    const moved = await rc.send('PUT', `/etapas/${id}`, {
      ...body,
      temporada: 2031,
      corridas: [keep(r1), keep(r2)],
      versao: 1,
    });
    expect(fieldErrors(moved.json())).toEqual({
      'body.temporada': 'Esta etapa tem resultados: a categoria e a temporada não podem mudar.',
    });
    const deleted = await rc.send('DELETE', `/etapas/${id}?versao=1`);
    expect(deleted.statusCode).toBe(400);
    expect(deleted.json().detail).toBe('Esta etapa tem resultados: ela não pode ser excluída.');
    expect(await stageRow(id)).toBeDefined();
  });
});

describe('a stage with a Fan Push window', () => {
  it('is deleted with its window while no ballot is confirmed, and kept once one is', async () => {
    const open = await createFanpush(rc.t.db, { drivers: 3 });
    const free = await rc.send('DELETE', `/etapas/${open.etapa.id}?versao=1`);
    expect(free.statusCode, free.body).toBe(204);
    expect(await stageRow(open.etapa.id)).toBeUndefined();

    const voted = await createFanpush(rc.t.db, { drivers: 3 });
    const [p1, p2, p3] = voted.drivers.map((d) => d.id);
    await rc.t.db.insert(s.fanpushVoto).values({
      fanpushId: voted.vote.id,
      piloto1Id: p1 ?? 0,
      piloto2Id: p2 ?? 0,
      piloto3Id: p3 ?? 0,
      status: 'confirmado',
      confirmadoEm: new Date(),
      recibo: 'RECIBO-TESTE-1',
    });
    const res = await rc.send('DELETE', `/etapas/${voted.etapa.id}?versao=1`);
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe(
      'Esta etapa tem votos confirmados no Fan Push (um voto nunca é apagado): ela não pode ser excluída.',
    );
    expect(await stageRow(voted.etapa.id)).toBeDefined();
  });
});
