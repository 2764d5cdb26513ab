import type { CategorySlug } from '@stockcar/shared/categories';
import { CATEGORY_BRANDS } from '@stockcar/shared/category-brand';
import type { LocalizedText } from '@stockcar/shared/i18n';

const PRO_SERIES_HISTORY = `<h2>A história da Stock Car</h2>
<p>A Stock Car nasceu em 1979 com os Chevrolet Opala e disputou sua primeira corrida no Autódromo de Tarumã, em Viamão (RS). Desde então é a principal categoria do automobilismo brasileiro e uma das mais antigas competições de turismo em atividade no mundo.</p>
<p>Nas décadas seguintes, os carros ganharam chassis tubulares e carrocerias de protótipo, o grid passou a reunir pilotos vindos da Fórmula 1, da Indy e do endurance internacional, e o calendário percorreu o país de Norte a Sul. Ingo Hoffmann tornou-se o maior campeão da história, com doze títulos.</p>
<h3>Pro Series</h3>
<p>Com o nome Stock Car Pro Series, a categoria recebeu a Toyota em 2020, adotou carrocerias de SUV em 2024 e levou suas etapas para fora do Brasil, com corridas em Buenos Aires. Cada etapa tem duas corridas.</p>
<h3>Fan Push</h3>
<p>Os torcedores do Stock Club votam antes de cada etapa: os seis pilotos mais votados recebem potência extra durante a corrida.</p>`;

export interface CategorySeed {
  id: number;
  slug: CategorySlug;
  tag: string;
  initials: string;
  nome: LocalizedText;
  cor: string;
  background: string;
  corFonte: string;
  texto: LocalizedText;
}

/** Texts of each category; ids are the spec's (public-site.md §3). */
const CATEGORY_TEXTS: Omit<CategorySeed, 'initials' | 'cor' | 'background'>[] = [
  {
    id: 1,
    slug: 'proseries',
    tag: 'PRO SERIES',
    nome: { 'pt-br': 'Stock Car Pro Series' },
    corFonte: '#ffffff',
    texto: { 'pt-br': PRO_SERIES_HISTORY },
  },
  {
    id: 2,
    slug: 'e-stock',
    tag: 'E-STOCK',
    nome: { 'pt-br': 'E-Stock' },
    corFonte: '#ffffff',
    texto: {
      'pt-br':
        '<p>A E-Stock é o campeonato virtual oficial da Stock Car, com pilotos profissionais e amadores disputando nos simuladores.</p>',
    },
  },
  {
    id: 3,
    slug: 'stock-series',
    tag: 'STOCK SERIES',
    nome: { 'pt-br': 'Stock Series' },
    corFonte: '#ffffff',
    texto: {
      'pt-br':
        '<p>A Stock Series é a categoria de acesso à Pro Series: a escola dos futuros campeões da Stock Car.</p>',
    },
  },
  {
    id: 4,
    slug: 'formula-4',
    tag: 'F4 BRASIL',
    nome: { 'pt-br': 'Fórmula 4 Brasil', en: 'Formula 4 Brazil' },
    corFonte: '#ffffff',
    texto: {
      'pt-br':
        '<p>A Fórmula 4 Brasil, certificada pela FIA, é o primeiro degrau dos monopostos para os jovens pilotos que saem do kart.</p>',
      en: '<p>FIA-certified Formula 4 Brazil is the first single-seater step for young drivers coming from karting.</p>',
    },
  },
  {
    id: 5,
    slug: 'turismo-nacional-antigo',
    tag: 'TURISMO NACIONAL',
    nome: { 'pt-br': 'Turismo Nacional (antigo)' },
    corFonte: '#ffffff',
    texto: { 'pt-br': '<p>Arquivo do Turismo Nacional antes do regulamento atual.</p>' },
  },
  {
    id: 6,
    slug: 'turismo-nacional',
    tag: 'TURISMO NACIONAL',
    nome: { 'pt-br': 'Turismo Nacional' },
    corFonte: '#ffffff',
    texto: {
      'pt-br':
        '<p>O Turismo Nacional reúne carros de turismo de série preparados, em duas classes (A e B), com provas sprint e endurance.</p>',
    },
  },
];

/** Themes and texts of each category: colours and initials from the shared brand table. */
export const CATEGORY_SEEDS: CategorySeed[] = CATEGORY_TEXTS.map((c) => {
  const { initials, cor, background } = CATEGORY_BRANDS[c.slug];
  return { ...c, initials, cor, background };
});
