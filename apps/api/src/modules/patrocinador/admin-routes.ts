import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  LeadItemSchema,
  NOME_STATUS,
  type LeadItem,
} from '@stockcar/shared/schemas/admin/comercial';
import { patrocinadorLead } from '../../db/schema/index.ts';
import { adminDesk } from '../../plugins/admin/desk.ts';

type LeadRow = typeof patrocinadorLead.$inferSelect;

/** Sponsor leads from the public form, on the commercial desk (issue 10). */
const routes: FastifyPluginAsyncZod = async (app) => {
  adminDesk(app, {
    area: 'leads',
    entidade: 'patrocinador-lead',
    table: patrocinadorLead,
    item: LeadItemSchema,
    toItems: async (_db, rows) =>
      (rows as LeadRow[]).map((r) => ({
        id: r.id,
        criadoEm: r.criadoEm.toISOString(),
        status: r.status as LeadItem['status'],
        versao: r.versao,
        empresa: r.empresa,
        nomeResponsavel: r.nomeResponsavel,
        cargo: r.cargo,
        email: r.email,
        celular: r.celular,
      })),
    search: [patrocinadorLead.empresa, patrocinadorLead.nomeResponsavel, patrocinadorLead.email],
    sort: { empresa: patrocinadorLead.empresa },
    csv: [
      { cabecalho: 'ID', valor: (l) => l.id },
      { cabecalho: 'Recebido em', valor: (l) => l.criadoEm },
      { cabecalho: 'Status', valor: (l) => NOME_STATUS[l.status] },
      { cabecalho: 'Empresa', valor: (l) => l.empresa },
      { cabecalho: 'Responsável', valor: (l) => l.nomeResponsavel },
      { cabecalho: 'Cargo', valor: (l) => l.cargo },
      { cabecalho: 'E-mail', valor: (l) => l.email },
      { cabecalho: 'Celular', valor: (l) => l.celular },
      { cabecalho: 'Notas', valor: (l) => l.notas },
    ],
  });
};

export default routes;
