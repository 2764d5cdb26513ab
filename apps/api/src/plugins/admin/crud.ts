import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Area } from '@stockcar/shared/schemas/admin/papeis';
import {
  ListQuerySchema,
  listSchema,
  VersaoQuerySchema,
} from '@stockcar/shared/schemas/admin/lista';
import { IdParamsSchema } from '@stockcar/shared/schemas/common';
import type { Db } from '../../db/client.ts';
import { problemResponses } from '../openapi.ts';
import { HttpProblem } from '../problem.ts';
import { t } from '../../i18n.ts';
import { recordAudit } from './audit.ts';

/** A console table: a serial id and the version every edit carries (issue 10). */
type VersionedTable = PgTable & { id: AnyPgColumn; versao: AnyPgColumn };
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- rows of any console table
type Row = Record<string, any>;

export interface Filter {
  schema: z.ZodType;
  where(value: unknown): SQL | undefined;
}

/** A list filter on one column equal to the value (an id, a year) the schema reads. */
export const eqFilter = (schema: z.ZodType, column: AnyPgColumn): Filter => ({
  schema,
  where: (value) => eq(column, value),
});

export interface CrudOptions<I extends z.ZodObject, O extends z.ZodType> {
  area: Area;
  /** Path segment: `/api/v1/admin/<recurso>`. */
  recurso: string;
  /** The audit log's name for the entity. */
  entidade: string;
  table: VersionedTable;
  /** What the console sends to create; update sends the same plus `versao`. */
  input: I;
  /** What the console reads; every item has `id` and `versao`. */
  item: O;
  /** Rows to items, in one batch (children loaded with one query, never one per row). */
  toItems(db: Db, rows: Row[]): Promise<z.infer<O>[]>;
  /** The input as column values. */
  toRow(input: z.infer<I>): Row;
  /** Writes what lives in other tables (tags, images), in the write's transaction. */
  writeChildren?(db: Db, id: number, input: z.infer<I>): Promise<void>;
  /**
   * What follows a write in its transaction, with the row before (update, delete) and after
   * (create, update): e.g. derived data recomputed from it (issue 11).
   */
  afterWrite?(db: Db, before: Row | undefined, after: Row | undefined): Promise<void>;
  /** Rules that need the database: throw a fieldProblem (400) or an HttpProblem. */
  check?(db: Db, input: z.infer<I>, id?: number): Promise<void>;
  /**
   * Rules that refuse a delete (records still point at this one): throw an HttpProblem. Runs
   * before the row goes, so cascades never hide what it checks (issue 11).
   */
  beforeDelete?(db: Db, row: Row): Promise<void>;
  /** Columns (or expressions, e.g. a JSON text) `q` searches (case and accent as typed). */
  search?: (AnyPgColumn | SQL)[];
  filters?: Record<string, Filter>;
  /** Columns the list may sort by, by the name the console sends. */
  sort: Record<string, AnyPgColumn | SQL>;
  defaultSort: AnyPgColumn | SQL;
  /** Rows a role sees and writes (e.g. one category); undefined: all. */
  scope?(request: FastifyRequest): SQL | undefined;
  /** Delete archives instead: this boolean field set to true, the row kept for the record. */
  archiveKey?: string;
  /** Methods this resource has (default: all). */
  only?: ('list' | 'get' | 'create' | 'update' | 'delete')[];
}

const tagged = (summary: string) => ({ tags: ['Admin'], summary });
/** Routes here are registered untyped (generic tables); the schemas have validated these. */
const idOf = (request: FastifyRequest) => (request.params as z.infer<typeof IdParamsSchema>).id;

/**
 * The console's five routes for one resource: list (search, filters, sort, paging), get,
 * create, update with a version (409 on a newer edit) and delete or archive. Every write is
 * guarded by role, validated by the shared contract, audited in its own transaction and
 * published on the event bus once committed.
 */
export function adminCrud<I extends z.ZodObject, O extends z.ZodType>(
  app: FastifyInstance,
  options: CrudOptions<I, O>,
) {
  const { table, entidade } = options;
  const base = `/admin/${options.recurso}`;
  const guard = app.staffOnly(options.area);
  const has = (method: NonNullable<CrudOptions<I, O>['only']>[number]) =>
    !options.only || options.only.includes(method);
  const filterSchemas = Object.fromEntries(
    Object.entries(options.filters ?? {}).map(([name, f]) => [name, f.schema.optional()]),
  );
  const listQuery = ListQuerySchema.extend(filterSchemas);
  const updateInput = options.input.extend({ versao: z.number().int().positive() });

  const rowOf = async (db: Db, id: number, request: FastifyRequest, lock = false) => {
    const scope = options.scope?.(request);
    const query = db
      .select()
      .from(table as PgTable)
      .where(and(eq(table.id, id), scope));
    const [row] = lock ? await query.for('update') : await query;
    if (!row) throw new HttpProblem(404, t('admin:naoEncontrado'));
    return row as Row;
  };
  const itemOf = async (db: Db, row: Row) => (await options.toItems(db, [row]))[0];
  /** After the commit: the public site's readers drop what they kept (issue 10, decision 0020). */
  const changed = (id: number) => app.events.publish('conteudo', { entidade, id });

  if (has('list')) {
    app.get(
      base,
      {
        preValidation: guard,
        schema: {
          ...tagged(`Lists ${entidade} (search, filters, sort, paging)`),
          querystring: listQuery,
          response: { 200: listSchema(options.item), ...problemResponses(400, 401, 403) },
        },
      },
      async (request: FastifyRequest) => {
        const query = request.query as z.infer<typeof ListQuerySchema> & Record<string, unknown>;
        const conditions: (SQL | undefined)[] = [options.scope?.(request)];
        if (query.q && options.search?.length) {
          const pattern = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
          conditions.push(or(...options.search.map((column) => ilike(column, pattern))));
        }
        for (const [name, filter] of Object.entries(options.filters ?? {})) {
          const value = query[name];
          if (value !== undefined) conditions.push(filter.where(value));
        }
        const where = and(...conditions);
        const column = (query.ordem && options.sort[query.ordem]) || options.defaultSort;
        const order = query.direcao === 'asc' ? asc(column) : desc(column);
        const [rows, [total]] = await Promise.all([
          app.db
            .select()
            .from(table as PgTable)
            .where(where)
            .orderBy(order, desc(table.id))
            .limit(query.porPagina)
            .offset((query.pagina - 1) * query.porPagina),
          app.db
            .select({ n: count() })
            .from(table as PgTable)
            .where(where),
        ]);
        return { itens: await options.toItems(app.db, rows as Row[]), total: total?.n ?? 0 };
      },
    );
  }

  if (has('get')) {
    app.get(
      `${base}/:id`,
      {
        preValidation: guard,
        schema: {
          ...tagged(`Reads one ${entidade}`),
          params: IdParamsSchema,
          response: { 200: options.item, ...problemResponses(400, 401, 403, 404) },
        },
      },
      async (request: FastifyRequest) =>
        itemOf(app.db, await rowOf(app.db, idOf(request), request)),
    );
  }

  if (has('create')) {
    app.post(
      base,
      {
        preValidation: guard,
        schema: {
          ...tagged(`Creates one ${entidade}`),
          body: options.input,
          response: { 201: options.item, ...problemResponses(400, 401, 403, 409) },
        },
      },
      async (request: FastifyRequest, reply) => {
        const input = request.body as z.infer<I>;
        const { id, item } = await app.db.transaction(async (tx) => {
          await options.check?.(tx, input);
          const [row] = await tx.insert(table).values(options.toRow(input)).returning();
          await options.writeChildren?.(tx, (row as Row).id, input);
          await options.afterWrite?.(tx, undefined, row as Row);
          const created = await itemOf(tx, row as Row);
          await recordAudit(tx, request, {
            entidade,
            entidadeId: (row as Row).id,
            acao: 'criar',
            depois: created,
          });
          return { id: (row as Row).id as number, item: created };
        });
        await changed(id);
        return reply.code(201).send(item);
      },
    );
  }

  if (has('update')) {
    app.put(
      `${base}/:id`,
      {
        preValidation: guard,
        schema: {
          ...tagged(`Saves one ${entidade} over the version it was read at`),
          params: IdParamsSchema,
          body: updateInput,
          response: { 200: options.item, ...problemResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request: FastifyRequest) => {
        const { versao, ...input } = request.body as z.infer<typeof updateInput>;
        const id = idOf(request);
        const item = await app.db.transaction(async (tx) => {
          const before = await rowOf(tx, id, request, true);
          if (before.versao !== versao) throw new HttpProblem(409, t('admin:conflitoVersao'));
          await options.check?.(tx, input as z.infer<I>, id);
          const antes = await itemOf(tx, before);
          const [row] = await tx
            .update(table)
            .set({ ...options.toRow(input as z.infer<I>), versao: sql`${table.versao} + 1` })
            .where(eq(table.id, id))
            .returning();
          await options.writeChildren?.(tx, id, input as z.infer<I>);
          await options.afterWrite?.(tx, before, row as Row);
          const depois = await itemOf(tx, row as Row);
          await recordAudit(tx, request, {
            entidade,
            entidadeId: id,
            acao: 'editar',
            antes,
            depois,
          });
          return depois;
        });
        await changed(id);
        return item;
      },
    );
  }

  if (has('delete')) {
    const archive = options.archiveKey;
    app.delete(
      `${base}/:id`,
      {
        preValidation: guard,
        schema: {
          ...tagged(archive ? `Archives one ${entidade}` : `Deletes one ${entidade}`),
          params: IdParamsSchema,
          querystring: VersaoQuerySchema,
          response: { 204: z.null(), ...problemResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request: FastifyRequest, reply) => {
        const id = idOf(request);
        const { versao } = request.query as z.infer<typeof VersaoQuerySchema>;
        await app.db.transaction(async (tx) => {
          const before = await rowOf(tx, id, request, true);
          if (before.versao !== versao) {
            throw new HttpProblem(409, t('admin:conflitoVersao'));
          }
          await options.beforeDelete?.(tx, before);
          const antes = await itemOf(tx, before);
          if (archive) {
            const [row] = await tx
              .update(table)
              .set({ [archive]: true, versao: sql`${table.versao} + 1` } as Row)
              .where(eq(table.id, id))
              .returning();
            await options.afterWrite?.(tx, before, row as Row);
            const depois = await itemOf(tx, row as Row);
            await recordAudit(tx, request, {
              entidade,
              entidadeId: id,
              acao: 'arquivar',
              antes,
              depois,
            });
          } else {
            await tx.delete(table).where(eq(table.id, id));
            await options.afterWrite?.(tx, before, undefined);
            await recordAudit(tx, request, { entidade, entidadeId: id, acao: 'excluir', antes });
          }
        });
        await changed(id);
        return reply.code(204).send(null);
      },
    );
  }
}
