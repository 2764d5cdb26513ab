import { PAPEIS } from '@stockcar/shared/schemas/admin/papeis';

/** Role choices for SelectInput/SelectField, labelled by translation key. */
export const PAPEL_CHOICES = PAPEIS.map((papel) => ({
  id: papel,
  name: `console.papeis.${papel}`,
}));

/** The audit log's actions (contract: recordAudit). */
export const ACOES = [
  'criar',
  'editar',
  'excluir',
  'arquivar',
  'baixar',
  'status',
  'nota',
  'convidar',
] as const;
export const ACAO_CHOICES = ACOES.map((acao) => ({ id: acao, name: `console.acoes.${acao}` }));
