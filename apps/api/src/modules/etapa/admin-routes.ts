import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import {
  EtapaFiltrosSchema,
  EtapaInputSchema,
  EtapaItemSchema,
  tituloEtapa,
} from '@stockcar/shared/schemas/admin/etapas';
import { circuito, etapa } from '../../db/schema/index.ts';
import { recomputeSeasonsOf, type SeasonOf } from '../../db/derived/recompute.ts';
import { adminCrud, eqFilter } from '../../plugins/admin/crud.ts';
import { checkStage, checkStageDelete } from './admin-rules.ts';
import { writeStageChildren } from './admin-children.ts';
import { toStageItems } from './admin-items.ts';

type EtapaRow = typeof etapa.$inferSelect;

const circuitName = sql<string>`(select ${circuito.nome} from ${circuito} where ${circuito.id} = ${etapa.circuitoId})`;

/**
 * Race control's stages (issue 11): the stage, its races and schedule days in one save. The
 * season it left and the one it joined are recomputed (a new race reopens a finished stage);
 * the `conteudo` event names `etapa`, which the Fan Push windows follow.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  adminCrud(app, {
    area: 'etapas',
    recurso: 'etapas',
    entidade: 'etapa',
    table: etapa,
    input: EtapaInputSchema,
    item: EtapaItemSchema,
    toItems: (db, rows) => toStageItems(db, rows as EtapaRow[]),
    toRow: (input) => ({
      categoriaId: input.categoriaId,
      temporada: input.temporada,
      numero: input.numero,
      titulo: input.titulo || tituloEtapa(input.numero),
      circuitoId: input.circuitoId,
      data: new Date(input.data),
      horaClassificacao: input.horaClassificacao || null,
      urlTickets: input.urlTickets || null,
    }),
    check: checkStage,
    writeChildren: writeStageChildren,
    afterWrite: (db, before, after) =>
      recomputeSeasonsOf(db, [before as SeasonOf | undefined, after as SeasonOf | undefined]),
    beforeDelete: (db, row) => checkStageDelete(db, row.id as number),
    search: [etapa.titulo, circuitName],
    filters: {
      categoriaId: eqFilter(EtapaFiltrosSchema.categoriaId, etapa.categoriaId),
      temporada: eqFilter(EtapaFiltrosSchema.temporada, etapa.temporada),
    },
    sort: { data: etapa.data, numero: etapa.numero, temporada: etapa.temporada },
    defaultSort: etapa.data,
  });
};

export default routes;
