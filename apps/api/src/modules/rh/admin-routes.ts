import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import { z } from 'zod';
import {
  ALT_OBRIGATORIO,
  CandidatoItemSchema,
  CvParamsSchema,
  NOME_STATUS,
  RhAreaInputSchema,
  RhAreaItemSchema,
  RhDepoimentoInputSchema,
  RhDepoimentoItemSchema,
  type CandidatoItem,
} from '@stockcar/shared/schemas/admin/comercial';
import { MAX_ID } from '@stockcar/shared/schemas/common';
import type { Db } from '../../db/client.ts';
import { candidato, rhArea, rhDepoimento } from '../../db/schema/index.ts';
import { adminCrud } from '../../plugins/admin/crud.ts';
import { recordAudit } from '../../plugins/admin/audit.ts';
import { adminDesk, attachment } from '../../plugins/admin/desk.ts';
import { problemResponses } from '../../plugins/openapi.ts';
import { HttpProblem, fieldProblem } from '../../plugins/problem.ts';
import { t } from '../../i18n.ts';

type CandidatoRow = typeof candidato.$inferSelect;
type AreaRow = typeof rhArea.$inferSelect;
type DepoimentoRow = typeof rhDepoimento.$inferSelect;

/** The CV's bytes: Fastify sends a Buffer as it is, without serialising it. */
const CvFileSchema = z
  .instanceof(Buffer)
  .meta({ description: 'The CV (PDF, DOC or DOCX)', type: 'string', format: 'binary' });

/** What the desk reads of candidates: never the postcode nor the CV's storage key. */
async function toCandidatos(db: Db, rows: CandidatoRow[]) {
  const ids = [...new Set(rows.map((r) => r.areaId))];
  const areas = ids.length
    ? await db
        .select({ id: rhArea.id, nome: rhArea.nome })
        .from(rhArea)
        .where(inArray(rhArea.id, ids))
    : [];
  const nomes = new Map(areas.map((a) => [a.id, a.nome]));
  return rows.map((r) => ({
    id: r.id,
    criadoEm: r.criadoEm.toISOString(),
    status: r.status as CandidatoItem['status'],
    versao: r.versao,
    nome: r.nome,
    email: r.email,
    celular: r.celular,
    areaId: r.areaId,
    areaNome: nomes.get(r.areaId) ?? '',
    linkedin: r.linkedin,
    porque: r.porque,
    sonho: r.sonho,
    cv:
      r.cvArquivo && r.cvRecebidoEm
        ? {
            nome: r.cvNomeOriginal ?? '',
            tipo: r.cvTipo ?? '',
            recebidoEm: r.cvRecebidoEm.toISOString(),
          }
        : null,
  }));
}

const toArea = (r: AreaRow) => ({ id: r.id, nome: r.nome, ordem: r.ordem, versao: r.versao });
const toDepoimento = (r: DepoimentoRow) => ({
  id: r.id,
  nome: r.nome,
  cargo: r.cargo,
  imagem: r.imagem,
  imagemAlt: r.imagemAlt,
  depoimento: r.depoimento,
  ordem: r.ordem,
  versao: r.versao,
});

/**
 * The talent bank on the commercial desk (issue 10): candidates, their CVs (commercial and
 * admin only, each download audited), careers areas and testimonials.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  adminDesk(app, {
    area: 'candidatos',
    entidade: 'candidato',
    table: candidato,
    item: CandidatoItemSchema,
    toItems: (db, rows) => toCandidatos(db, rows as CandidatoRow[]),
    search: [candidato.nome, candidato.email, candidato.linkedin],
    filters: {
      areaId: {
        schema: z.coerce.number().int().positive().max(MAX_ID),
        where: (v) => eq(candidato.areaId, v as number),
      },
      comCv: {
        schema: z.enum(['true', 'false']).transform((v) => v === 'true'),
        where: (v) => (v ? isNotNull(candidato.cvArquivo) : isNull(candidato.cvArquivo)),
      },
    },
    sort: { nome: candidato.nome, areaId: candidato.areaId },
    csv: [
      { cabecalho: 'ID', valor: (c) => c.id },
      { cabecalho: 'Recebido em', valor: (c) => c.criadoEm },
      { cabecalho: 'Status', valor: (c) => NOME_STATUS[c.status] },
      { cabecalho: 'Nome', valor: (c) => c.nome },
      { cabecalho: 'E-mail', valor: (c) => c.email },
      { cabecalho: 'Celular', valor: (c) => c.celular },
      { cabecalho: 'Área', valor: (c) => c.areaNome },
      { cabecalho: 'LinkedIn', valor: (c) => c.linkedin },
      { cabecalho: 'Por que a Stock Car', valor: (c) => c.porque },
      { cabecalho: 'Sonho', valor: (c) => c.sonho },
      { cabecalho: 'Currículo', valor: (c) => (c.cv ? c.cv.nome : '') },
      { cabecalho: 'Notas', valor: (c) => c.notas },
    ],
  });

  app.get(
    '/admin/cvs/:candidatoId',
    {
      preValidation: app.staffOnly('cvs'),
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        tags: ['Admin'],
        summary: "Downloads a candidate's CV (audited)",
        params: CvParamsSchema,
        response: { 200: CvFileSchema, ...problemResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request, reply) => {
      const { candidatoId } = request.params;
      const [row] = await app.db.select().from(candidato).where(eq(candidato.id, candidatoId));
      const file = row?.cvArquivo ? await app.storage.getPrivate(row.cvArquivo) : undefined;
      if (!row || !file) throw new HttpProblem(404, t('admin:cvAusente'));
      const nome = row.cvNomeOriginal || `curriculo-${row.id}`;
      await recordAudit(app.db, request, {
        entidade: 'candidato-cv',
        entidadeId: row.id,
        acao: 'baixar',
        depois: { arquivo: nome, tipo: row.cvTipo },
      });
      return reply
        .type(row.cvTipo ?? 'application/octet-stream')
        .header('content-disposition', attachment(nome))
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(file);
    },
  );

  adminCrud(app, {
    area: 'rh',
    recurso: 'rh/areas',
    entidade: 'rh-area',
    table: rhArea,
    input: RhAreaInputSchema,
    item: RhAreaItemSchema,
    toItems: async (_db, rows) => rows.map((r) => toArea(r as AreaRow)),
    toRow: (input) => input,
    search: [rhArea.nome],
    sort: { nome: rhArea.nome, ordem: rhArea.ordem, id: rhArea.id },
    defaultSort: rhArea.ordem,
    // Candidates point at their area: an area is renamed, not removed.
    only: ['list', 'get', 'create', 'update'],
  });

  adminCrud(app, {
    area: 'rh',
    recurso: 'rh/depoimentos',
    entidade: 'rh-depoimento',
    table: rhDepoimento,
    input: RhDepoimentoInputSchema,
    item: RhDepoimentoItemSchema,
    toItems: async (_db, rows) => rows.map((r) => toDepoimento(r as DepoimentoRow)),
    toRow: (input) => input,
    check: async (_db, input) => {
      if (input.imagem && !input.imagemAlt) throw fieldProblem('imagemAlt', ALT_OBRIGATORIO);
    },
    search: [rhDepoimento.nome, rhDepoimento.cargo, rhDepoimento.depoimento],
    sort: { nome: rhDepoimento.nome, ordem: rhDepoimento.ordem, id: rhDepoimento.id },
    defaultSort: rhDepoimento.ordem,
  });
};

export default routes;
