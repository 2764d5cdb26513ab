import type { FastifyInstance, FastifyRequest } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import type { ClassificacaoInput, CorridaDetalhe } from '@stockcar/shared/schemas/admin/resultados';
import type { SituacaoCorrida } from '@stockcar/shared/schemas/admin/resultados-textos';
import type { Db } from '../../db/client.ts';
import { recomputeSeason } from '../../db/derived/recompute.ts';
import { corrida, etapa, resultado } from '../../db/schema/index.ts';
import { recordAudit } from '../../plugins/admin/audit.ts';
import { HttpProblem } from '../../plugins/problem.ts';
import { t } from '../../i18n.ts';
import { raceDetail } from './detail.ts';
import type { RuleContext } from './rules.ts';

/**
 * Race results' writes (issue 11): each runs in one transaction over the race's row, locked and
 * checked against the version the staff member read (409 when someone saved first); the
 * season's standings, scores and careers are recomputed in it, the change audited as
 * `resultado`, and `conteudo` published once committed.
 */

export const ruleContext = (race: CorridaDetalhe): RuleContext => ({
  inscritos: new Map(race.inscritos.map((e) => [e.numero, e])),
  porClasse: race.classificaPorClasse,
  temporada: race.temporada,
  categoria: race.categoria,
});

/** What the audit keeps of a race: where it stands and its classification, by car number. */
const snapshot = (race: CorridaDetalhe) => ({
  situacao: race.situacao,
  versao: race.versao,
  pole: race.pole?.numero ?? null,
  voltaRapida: race.voltaRapida?.numero ?? null,
  voltaRapidaTempo: race.voltaRapidaTempo,
  classificacao: race.classificacao.map((r) => ({
    posicao: r.posicao,
    numero: r.numero,
    status: r.status,
    voltas: r.voltas,
    tempo: r.tempo,
    largada: r.largada,
    pontos: r.pontos,
  })),
});

async function lockRace(db: Db, id: number) {
  const [race] = await db
    .select({ versao: corrida.versao, categoriaId: etapa.categoriaId, temporada: etapa.temporada })
    .from(corrida)
    .innerJoin(etapa, eq(etapa.id, corrida.etapaId))
    .where(eq(corrida.id, id))
    .for('update', { of: corrida });
  if (!race) throw new HttpProblem(404, t('admin:naoEncontrado'));
  return race;
}

export interface RaceChange {
  id: number;
  versao: number;
  acao: 'salvar' | 'importar' | 'oficializar' | 'reabrir';
  /** The write itself, given the race as it was; throws an HttpProblem to refuse it. */
  write(db: Db, antes: CorridaDetalhe): Promise<void>;
}

export async function changeRace(
  app: FastifyInstance,
  request: FastifyRequest,
  change: RaceChange,
): Promise<CorridaDetalhe> {
  const { id } = change;
  const depois = await app.db.transaction(async (tx) => {
    const race = await lockRace(tx, id);
    if (race.versao !== change.versao) throw new HttpProblem(409, t('admin:conflitoVersao'));
    const antes = await raceDetail(tx, id);
    if (!antes) throw new HttpProblem(404, t('admin:naoEncontrado'));
    await change.write(tx, antes);
    await tx
      .update(corrida)
      .set({ versao: sql`${corrida.versao} + 1` })
      .where(eq(corrida.id, id));
    await recomputeSeason(tx, race.categoriaId, race.temporada);
    const saved = await raceDetail(tx, id);
    if (!saved) throw new Error(`corrida ${id} vanished in its own transaction`);
    await recordAudit(tx, request, {
      entidade: 'resultado',
      entidadeId: id,
      acao: change.acao,
      antes: snapshot(antes),
      depois: snapshot(saved),
    });
    return saved;
  });
  await app.events.publish('conteudo', { entidade: 'resultado', id });
  return depois;
}

/** Where the race stands; made official now, or back to provisional (its last `oficialEm` kept). */
export async function setSituacao(db: Db, id: number, situacao: SituacaoCorrida) {
  await db
    .update(corrida)
    .set(situacao === 'oficial' ? { situacao, oficialEm: new Date() } : { situacao })
    .where(eq(corrida.id, id));
}

/** Replaces the race's classification, pole and fastest lap (validated by the caller). */
export async function writeClassification(
  db: Db,
  race: CorridaDetalhe,
  input: ClassificacaoInput,
  oficializar: boolean,
) {
  const ids = new Map(race.inscritos.map((e) => [e.numero, e.id]));
  const entryOf = (numero: string) => {
    const id = ids.get(numero);
    if (id === undefined) throw new Error(`car ${numero} not entered: validate first`);
    return id;
  };
  const carOf = (numero: string | null) => (numero === null ? null : entryOf(numero));
  await db.delete(resultado).where(eq(resultado.corridaId, race.id));
  await db.insert(resultado).values(
    input.classificacao.map((row) => ({
      corridaId: race.id,
      inscricaoId: entryOf(row.numero),
      posicao: row.posicao,
      largada: row.largada,
      status: row.status,
      voltas: row.voltas,
      tempo: row.tempo,
    })),
  );
  await db
    .update(corrida)
    .set({
      poleInscricaoId: carOf(input.pole),
      voltaRapidaInscricaoId: carOf(input.voltaRapida),
      voltaRapidaTempo: input.voltaRapidaTempo,
    })
    .where(eq(corrida.id, race.id));
  await setSituacao(db, race.id, oficializar ? 'oficial' : 'provisorio');
}
