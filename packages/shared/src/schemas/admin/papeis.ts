/**
 * Who may reach what in the staff console (issue 10). One table, read by the server's guard
 * and by the console's menu: a role reaches an area when the area is in its list.
 */

export const PAPEIS = [
  'admin',
  'editor',
  'marketing',
  'commercial',
  'club',
  'race-control',
] as const;
export type Papel = (typeof PAPEIS)[number];

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
/**
 * Race control (issue 11): the calendar and entry lists, race results and the Fan Push
 * lifecycle. The area is the first path segment under /api/v1/admin.
 */
const RACE_CONTROL = [
  'temporadas',
  'etapas',
  'corridas',
  'circuitos',
  'onde-assistir',
  'pilotos',
  'equipes',
  'montadoras',
  'maquinas',
  'inscricoes',
  'fanpush',
] as const;
/** Areas of every role that writes content with pictures. */
const SHARED = ['imagens'] as const;
const ADMIN_ONLY = ['staff', 'auditoria'] as const;

export const AREAS = [
  ...ADMIN_ONLY,
  ...SHARED,
  ...EDITOR,
  ...MARKETING,
  ...COMMERCIAL,
  ...CLUB,
  ...RACE_CONTROL,
] as const;
export type Area = (typeof AREAS)[number];

export const ACESSO: Record<Papel, readonly Area[]> = {
  admin: AREAS,
  editor: [...SHARED, ...EDITOR],
  marketing: [...SHARED, ...MARKETING],
  commercial: [...SHARED, ...COMMERCIAL],
  club: [...SHARED, ...CLUB],
  'race-control': [...SHARED, ...RACE_CONTROL],
};

export function papelPode(papel: Papel, area: Area): boolean {
  return ACESSO[papel].includes(area);
}

/** The roles' names as the console shows them. */
export const NOME_PAPEL: Record<Papel, string> = {
  admin: 'Administração',
  editor: 'Redação',
  marketing: 'Marketing',
  commercial: 'Comercial',
  club: 'Stock Club',
  'race-control': 'Direção de prova',
};
