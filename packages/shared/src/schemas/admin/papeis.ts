import { z } from 'zod';

/*
 * Staff roles and the console areas each reaches (issue 10). Placeholder written by the console
 * shell's branch from the contract; the lead's version of this file replaces it at merge.
 */

export const PAPEIS = [
  'admin',
  'editor',
  'marketing',
  'commercial',
  'club',
  'race-control',
] as const;
export const PapelSchema = z.enum(PAPEIS);
export type Papel = z.infer<typeof PapelSchema>;

const EDITOR = ['noticias', 'galerias', 'paginas-legais', 'paginas-evento'] as const;
const MARKETING = ['banners', 'popups', 'ao-vivo', 'menus', 'footer', 'patrocinadores'] as const;
const COMMERCIAL = ['b2b', 'rh', 'propostas', 'leads', 'candidatos', 'cvs'] as const;
const CLUB = [
  'brindes',
  'bastidores',
  'depoimentos',
  'stock-channel',
  'pesquisa',
  'quiz',
  'hall-of-fame',
  'membros',
] as const;

/** One area per console resource. */
export const AREAS = [
  'equipe',
  'auditoria',
  'imagens',
  ...EDITOR,
  ...MARKETING,
  ...COMMERCIAL,
  ...CLUB,
] as const;
export const AreaSchema = z.enum(AREAS);
export type Area = z.infer<typeof AreaSchema>;

/** What each role reaches: `admin` every area, `imagens` every role but race-control. */
export const ACESSO: Record<Papel, readonly Area[]> = {
  admin: AREAS,
  editor: ['imagens', ...EDITOR],
  marketing: ['imagens', ...MARKETING],
  commercial: ['imagens', ...COMMERCIAL],
  club: ['imagens', ...CLUB],
  'race-control': [],
};

export function papelPode(papel: Papel, area: Area): boolean {
  return ACESSO[papel].includes(area);
}
