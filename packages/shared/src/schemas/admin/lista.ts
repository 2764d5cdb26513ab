import { z } from 'zod';

/**
 * The console's list protocol, the same for every resource (issue 10): paging, sort, free-text
 * search, filters by field; answers `{ itens, total }`. Every record carries a version.
 */

export const DIRECOES = ['asc', 'desc'] as const;

export const ListQuerySchema = z.object({
  pagina: z.coerce.number().int().min(1).max(100_000).default(1),
  porPagina: z.coerce.number().int().min(1).max(200).default(25),
  ordem: z.string().max(40).optional(),
  direcao: z.enum(DIRECOES).default('desc'),
  q: z.string().trim().max(200).optional(),
});
export type ListQuery = z.infer<typeof ListQuerySchema>;

export function listSchema<T extends z.ZodType>(item: T) {
  return z.object({ itens: z.array(item), total: z.number().int() });
}

/** What a delete or an archive names: the version the staff member saw. */
/** An id in a query string: a positive 32-bit integer, as the database keys are. */
export const IdFilterSchema = z.coerce.number().int().positive().max(2_147_483_647);

export const VersaoQuerySchema = z.object({ versao: IdFilterSchema });

export const VERSION_CONFLICT =
  'Este registro foi alterado por outra pessoa. Recarregue para ver a versão atual.';

export const AuditQuerySchema = ListQuerySchema.extend({
  staffId: IdFilterSchema.optional(),
  entidade: z.string().max(60).optional(),
  acao: z.string().max(30).optional(),
  de: z.iso.date().optional(),
  ate: z.iso.date().optional(),
});

export const AuditItemSchema = z.object({
  id: z.number().int(),
  em: z.string(),
  staffId: z.number().int().nullable(),
  staffEmail: z.string(),
  papel: z.string(),
  entidade: z.string(),
  entidadeId: z.string(),
  acao: z.string(),
  antes: z.unknown(),
  depois: z.unknown(),
  ip: z.string(),
});
