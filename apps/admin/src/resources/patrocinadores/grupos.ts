import { LOGO_GRUPOS } from '@stockcar/shared/schemas/admin/marketing';

const NOME_GRUPO: Record<(typeof LOGO_GRUPOS)[number], string> = {
  montadora: 'Montadoras',
  patrocinador: 'Patrocinadores',
  fornecedor: 'Fornecedores',
  media_partner: 'Media partners',
};

export const GRUPO_CHOICES = LOGO_GRUPOS.map((id) => ({ id, name: NOME_GRUPO[id] }));
