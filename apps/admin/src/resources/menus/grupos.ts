import { MENU_GRUPOS } from '@stockcar/shared/schemas/admin/marketing';

const NOME_GRUPO: Record<(typeof MENU_GRUPOS)[number], string> = {
  superior: 'Superior (símbolos das categorias)',
  principal: 'Principal (menu da categoria)',
};

export const GRUPO_CHOICES = MENU_GRUPOS.map((id) => ({ id, name: NOME_GRUPO[id] }));
