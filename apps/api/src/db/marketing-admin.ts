import { and, eq, gt, ilike, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import {
  BooleanoFiltroSchema,
  CategoriaFiltroSchema,
  JanelaSchema,
  MARKETING_MSG,
} from '@stockcar/shared/schemas/admin/marketing';
import type { Filter } from '../plugins/admin/crud.ts';
import { fieldProblem } from '../plugins/problem.ts';
import type { Db } from './client.ts';
import { categoria } from './schema/index.ts';

/**
 * Pieces the marketing desk's console resources share (issue 10): category checks, list
 * filters, display windows. Lives beside the lookups so that each module may use it.
 */

/** A 400 on `categoriaId` when the category does not exist (instead of a foreign-key 500). */
export async function checkCategoria(db: Db, categoriaId: number) {
  const [row] = await db
    .select({ id: categoria.id })
    .from(categoria)
    .where(eq(categoria.id, categoriaId));
  if (!row) throw fieldProblem('categoriaId', MARKETING_MSG.categoriaNaoExiste);
}

/** A display window's end after its start (the console's form checks it too). */
export function checkJanela(input: { inicio: string | null; fim: string | null }) {
  if (input.inicio && input.fim && Date.parse(input.fim) <= Date.parse(input.inicio)) {
    throw fieldProblem('fim', MARKETING_MSG.fimAntesDoInicio);
  }
}

const escapeLike = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * `q` over plain columns and the Portuguese and English texts of jsonb columns: a filter
 * named `q` (the list's own search only knows plain text columns).
 */
export function textSearch(columns: AnyPgColumn[], localized: AnyPgColumn[]): Filter {
  return {
    schema: z.string().trim().max(200),
    where: (value) => {
      const text = String(value);
      if (!text) return undefined;
      const pattern = escapeLike(text);
      return or(
        ...columns.map((c) => ilike(c, pattern)),
        ...localized.flatMap((c) => [
          sql`${c}->>'pt-br' ilike ${pattern}`,
          sql`coalesce(${c}->>'en', '') ilike ${pattern}`,
        ]),
      );
    },
  };
}

export const categoriaFilter = (column: AnyPgColumn): Filter => ({
  schema: CategoriaFiltroSchema,
  where: (value) => eq(column, value as number),
});

export const booleanFilter = (column: AnyPgColumn): Filter => ({
  schema: BooleanoFiltroSchema,
  where: (value) => eq(column, value as boolean),
});

export const enumFilter = (
  column: AnyPgColumn,
  values: readonly [string, ...string[]],
): Filter => ({
  schema: z.enum(values, { error: 'Filtro inválido.' }),
  where: (value) => eq(column, value as string),
});

/** `janela`: no-ar (now inside the window), agendado (starts later), encerrado (ended). */
export function windowFilter(inicio: AnyPgColumn, fim: AnyPgColumn): Filter {
  const now = sql`now()`;
  return {
    schema: JanelaSchema,
    where: (value): SQL | undefined => {
      if (value === 'agendado') return and(isNotNull(inicio), gt(inicio, now));
      if (value === 'encerrado') return and(isNotNull(fim), lte(fim, now));
      return and(or(isNull(inicio), lte(inicio, now)), or(isNull(fim), gt(fim, now)));
    },
  };
}

/** A timestamp column as the console reads it. */
export const isoOrNull = (value: Date | null) => (value ? value.toISOString() : null);
/** The console's ISO text as a timestamp column. */
export const dateOrNull = (value: string | null) => (value ? new Date(value) : null);
