import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, asc, count, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import {
  DeskFiltersSchema,
  NotaInputSchema,
  NotaSchema,
  NotasSchema,
  StatusUpdateSchema,
  type AreaBalcao,
  type StatusComercial,
} from '@stockcar/shared/schemas/admin/comercial';
import { ListQuerySchema } from '@stockcar/shared/schemas/admin/lista';
import { IdParamsSchema } from '@stockcar/shared/schemas/common';
import type { Db } from '../../db/client.ts';
import { notaComercial, staff } from '../../db/schema/index.ts';
import { toCsv, type CsvCell } from '../../lib/csv.ts';
import { problemResponses } from '../openapi.ts';
import { HttpProblem } from '../problem.ts';
import { t } from '../../i18n.ts';
import { recordAudit } from './audit.ts';
import { adminCrud, type Filter } from './crud.ts';

/** A desk table: a serial id, a version, a status and the time the form arrived. */
type DeskTable = PgTable & {
  id: AnyPgColumn;
  versao: AnyPgColumn;
  status: AnyPgColumn;
  criadoEm: AnyPgColumn;
};
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- rows of any desk table
type Row = Record<string, any>;
type Item = Record<string, unknown> & { id: number };

/** Rows one export may hold: a whole season of forms, well below a timeout. */
export const EXPORT_MAX_ROWS = 20_000;

export interface DeskOptions<O extends z.ZodType> {
  /** The URL segment and the notes' area. */
  area: AreaBalcao;
  /** The audit log's name for the entity. */
  entidade: string;
  table: DeskTable;
  item: O;
  /** Rows to items without `notas` (the desk adds the count), in one batch. */
  toItems(db: Db, rows: Row[]): Promise<Omit<z.infer<O>, 'notas'>[]>;
  search: AnyPgColumn[];
  /** Filters besides status, de and ate. */
  filters?: Record<string, Filter>;
  sort: Record<string, AnyPgColumn>;
  /** The export's columns: header and the cell of an item. */
  csv: { cabecalho: string; valor(item: z.infer<O>): CsvCell }[];
}

/** The file's bytes: Fastify sends a Buffer as it is, without serialising it. */
export const CsvSchema = z
  .instanceof(Buffer)
  .meta({ description: 'CSV: UTF-8 with BOM, `;` separated', type: 'string', format: 'binary' });

const tagged = (summary: string) => ({ tags: ['Admin'], summary });
const dayStart = (day: string) => new Date(`${day}T00:00:00Z`);
const dayAfter = (day: string) => new Date(dayStart(day).getTime() + 86_400_000);

/** `filename*` keeps accents (RFC 6266); the plain `filename` is an ASCII fallback. */
export function attachment(name: string): string {
  const ascii = name
    .normalize('NFD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/["\\;]/g, '');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

async function noteCounts(db: Db, area: AreaBalcao, ids: number[]) {
  if (ids.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ id: notaComercial.registroId, n: count() })
    .from(notaComercial)
    .where(and(eq(notaComercial.area, area), inArray(notaComercial.registroId, ids)))
    .groupBy(notaComercial.registroId);
  return new Map(rows.map((r) => [r.id, r.n]));
}

/**
 * One desk of the commercial team (issue 10): the list and the record through `adminCrud`
 * (read-only: the public forms create them), plus what adminCrud does not cover, each write
 * audited in its transaction:
 * - `PUT /admin/<area>/:id/status` `{ status, versao }` (409 over a newer change);
 * - `GET|POST /admin/<area>/:id/notas` internal notes (text, author, time);
 * - `GET /admin/<area>/exportar` the list's filters as CSV for Brazilian Excel (audited too:
 *   a bulk read of people's contacts).
 * Audit entries carry the status or the note only, never the person's data.
 */
export function adminDesk<O extends z.ZodType>(app: FastifyInstance, options: DeskOptions<O>) {
  const { table, area, entidade } = options;
  const base = `/admin/${area}`;
  const guard = app.staffOnly(area);

  const filters: Record<string, Filter> = {
    status: {
      schema: DeskFiltersSchema.shape.status.unwrap(),
      where: (v) => eq(table.status, v as StatusComercial),
    },
    de: {
      schema: DeskFiltersSchema.shape.de.unwrap(),
      where: (v) => gte(table.criadoEm, dayStart(v as string)),
    },
    ate: {
      schema: DeskFiltersSchema.shape.ate.unwrap(),
      where: (v) => lt(table.criadoEm, dayAfter(v as string)),
    },
    ...options.filters,
  };

  const toItems = async (db: Db, rows: Row[]): Promise<Item[]> => {
    const items = (await options.toItems(db, rows)) as unknown as Item[];
    const counts = await noteCounts(
      db,
      area,
      items.map((i) => i.id),
    );
    return items.map((i) => ({ ...i, notas: counts.get(i.id) ?? 0 }));
  };

  // Static paths first: `/exportar` must not read as an id.
  const exportQuery = ListQuerySchema.omit({ pagina: true, porPagina: true }).extend(
    Object.fromEntries(Object.entries(filters).map(([k, f]) => [k, f.schema.optional()])),
  );
  app.get(
    `${base}/exportar`,
    {
      preValidation: guard,
      schema: {
        ...tagged(`Exports the ${entidade} list (same search and filters) as CSV for Excel`),
        querystring: exportQuery,
        produces: ['text/csv'],
        response: {
          200: CsvSchema,
          ...problemResponses(400, 401, 403),
        },
      },
    },
    async (request: FastifyRequest, reply) => {
      const query = request.query as z.infer<typeof ListQuerySchema> & Record<string, unknown>;
      const conditions: (SQL | undefined)[] = [];
      if (query.q) {
        const pattern = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        conditions.push(or(...options.search.map((column) => ilike(column, pattern))));
      }
      for (const [name, filter] of Object.entries(filters)) {
        const value = query[name];
        if (value !== undefined) conditions.push(filter.where(value));
      }
      const column = (query.ordem && options.sort[query.ordem]) || table.criadoEm;
      const rows = await app.db
        .select()
        .from(table as PgTable)
        .where(and(...conditions))
        .orderBy(query.direcao === 'asc' ? asc(column) : desc(column), desc(table.id))
        .limit(EXPORT_MAX_ROWS);
      const items = (await toItems(app.db, rows as Row[])) as z.infer<O>[];
      const csv = toCsv(
        options.csv.map((c) => c.cabecalho),
        items.map((item) => options.csv.map((c) => c.valor(item))),
      );
      await recordAudit(app.db, request, {
        entidade,
        entidadeId: '*',
        acao: 'exportar',
        depois: { filtros: query, linhas: items.length },
      });
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', attachment(`${area}-${day}.csv`))
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(Buffer.from(csv, 'utf8'));
    },
  );

  adminCrud(app, {
    area,
    recurso: area,
    entidade,
    table,
    input: z.object({}),
    item: options.item,
    toItems: (db, rows) => toItems(db, rows) as Promise<z.infer<O>[]>,
    toRow: () => ({}),
    search: options.search,
    filters,
    sort: { ...options.sort, criadoEm: table.criadoEm, status: table.status },
    defaultSort: table.criadoEm,
    only: ['list', 'get'],
  });

  app.put(
    `${base}/:id/status`,
    {
      preValidation: guard,
      schema: {
        ...tagged(`Moves one ${entidade} to a status, over the version it was read at`),
        params: IdParamsSchema,
        body: StatusUpdateSchema,
        response: { 200: options.item, ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request: FastifyRequest) => {
      const { id } = request.params as z.infer<typeof IdParamsSchema>;
      const { status, versao } = request.body as z.infer<typeof StatusUpdateSchema>;
      return app.db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(table as PgTable)
          .where(eq(table.id, id))
          .for('update');
        if (!before) throw new HttpProblem(404, t('admin:naoEncontrado'));
        if ((before as Row).versao !== versao) {
          throw new HttpProblem(409, t('admin:conflitoVersao'));
        }
        const [row] = await tx
          .update(table)
          .set({ status, versao: sql`${table.versao} + 1` } as Row)
          .where(eq(table.id, id))
          .returning();
        await recordAudit(tx, request, {
          entidade,
          entidadeId: id,
          acao: 'status',
          antes: { status: (before as Row).status, versao },
          depois: { status, versao: (row as Row).versao },
        });
        const [item] = await toItems(tx, [row as Row]);
        return item;
      });
    },
  );

  const notesOf = async (db: Db, id: number) => {
    const rows = await db
      .select({
        id: notaComercial.id,
        texto: notaComercial.texto,
        staffId: notaComercial.staffId,
        nome: staff.nome,
        email: staff.email,
        criadoEm: notaComercial.criadoEm,
      })
      .from(notaComercial)
      .leftJoin(staff, eq(staff.id, notaComercial.staffId))
      .where(and(eq(notaComercial.area, area), eq(notaComercial.registroId, id)))
      .orderBy(desc(notaComercial.criadoEm), desc(notaComercial.id));
    return rows.map((r) => ({
      id: r.id,
      texto: r.texto,
      staffId: r.staffId,
      autor: r.nome ?? r.email ?? `#${r.staffId}`,
      criadoEm: r.criadoEm.toISOString(),
    }));
  };
  const exists = async (db: Db, id: number) => {
    const [row] = await db
      .select({ id: table.id })
      .from(table as PgTable)
      .where(eq(table.id, id));
    if (!row) throw new HttpProblem(404, t('admin:naoEncontrado'));
  };

  app.get(
    `${base}/:id/notas`,
    {
      preValidation: guard,
      schema: {
        ...tagged(`The internal notes on one ${entidade}, newest first`),
        params: IdParamsSchema,
        response: { 200: NotasSchema, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request: FastifyRequest) => {
      const { id } = request.params as z.infer<typeof IdParamsSchema>;
      await exists(app.db, id);
      return notesOf(app.db, id);
    },
  );

  app.post(
    `${base}/:id/notas`,
    {
      preValidation: guard,
      schema: {
        ...tagged(`Adds an internal note to one ${entidade}`),
        params: IdParamsSchema,
        body: NotaInputSchema,
        response: { 201: NotaSchema, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request: FastifyRequest, reply) => {
      const { id } = request.params as z.infer<typeof IdParamsSchema>;
      const { texto } = request.body as z.infer<typeof NotaInputSchema>;
      const who = request.staff;
      if (!who) throw new HttpProblem(401, t('admin:naoAutenticado'));
      const nota = await app.db.transaction(async (tx) => {
        await exists(tx, id);
        const [row] = await tx
          .insert(notaComercial)
          .values({ area, registroId: id, texto, staffId: who.id })
          .returning();
        if (!row) throw new Error('note insert returned no row');
        await recordAudit(tx, request, {
          entidade,
          entidadeId: id,
          acao: 'nota',
          depois: { notaId: row.id, texto },
        });
        return {
          id: row.id,
          texto: row.texto,
          staffId: row.staffId,
          autor: who.nome,
          criadoEm: row.criadoEm.toISOString(),
        };
      });
      return reply.code(201).send(nota);
    },
  );
}
