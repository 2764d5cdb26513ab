import type { LocalizedText } from '@stockcar/shared/i18n';
import type { CategorySeed } from './categories.ts';
import { PRIVACY, TERMS } from './legal-texts.ts';

type MenuSeed = { titulo: LocalizedText; path: string; external?: boolean };

/** The main menu of a category; paths are relative to /stockcar/{slug}. */
export function mainMenu(c: CategorySeed, ticketsUrl: string): MenuSeed[] {
  const items: MenuSeed[] = [
    { titulo: { 'pt-br': 'Início', en: 'Home' }, path: '' },
    { titulo: { 'pt-br': 'O Campeonato', en: 'The Championship' }, path: '/categoria' },
    { titulo: { 'pt-br': 'Notícias', en: 'News' }, path: '/novidade' },
    { titulo: { 'pt-br': 'Etapas', en: 'Rounds' }, path: '/etapa' },
  ];
  if (c.slug !== 'e-stock') {
    items.push({ titulo: { 'pt-br': 'Classificação', en: 'Standings' }, path: '/classificacao' });
  }
  items.push(
    { titulo: { 'pt-br': 'Pilotos', en: 'Drivers' }, path: '/piloto' },
    { titulo: { 'pt-br': 'Equipes', en: 'Teams' }, path: '/equipe' },
    { titulo: { 'pt-br': 'Circuitos', en: 'Circuits' }, path: '/circuito' },
  );
  if (c.slug === 'proseries') {
    items.push({ titulo: { 'pt-br': 'Montadoras' }, path: '/montadora' });
  }
  // Only the pro series sells tickets in the demo: this item also turns its ticket button on.
  if (c.slug === 'proseries') {
    items.push({
      titulo: { 'pt-br': 'Ingressos', en: 'Tickets' },
      path: ticketsUrl,
      external: true,
    });
  }
  return items;
}

export const FOOTER_ITEMS = [
  {
    pagina: 'politica-privacidade',
    titulo: { 'pt-br': 'Políticas de Privacidade', en: 'Privacy Policy' },
    texto: PRIVACY,
  },
  {
    pagina: 'termos-de-uso',
    titulo: { 'pt-br': 'Termos de Uso', en: 'Terms of Use' },
    texto: TERMS,
  },
];

export const MANUFACTURERS: Record<string, string[]> = {
  proseries: ['Chevrolet', 'Toyota', 'Mitsubishi'],
  'stock-series': ['Chevrolet', 'Toyota'],
  'formula-4': ['Tatuus', 'Abarth'],
  'turismo-nacional': ['Volkswagen', 'Fiat', 'Chevrolet', 'Renault'],
  'turismo-nacional-antigo': ['Volkswagen', 'Fiat'],
  'e-stock': ['Chevrolet', 'Toyota'],
};

/** Fictional partners: the demo names no real sponsor. */
export const SPONSORS = [
  'Banco Pampa',
  'Rota Combustíveis',
  'Cerrado Seguros',
  'Vento Sul Energia',
  'Mar Azul Telecom',
  'Guará Logística',
];
export const SUPPLIERS = ['Pneus Serra', 'Freios Aurora', 'Óleo Veloz', 'Rodas Ipê'];
export const MEDIA_PARTNERS = ['Rádio Reta Oposta', 'TV Box Racing', 'Portal Pit Lane'];
