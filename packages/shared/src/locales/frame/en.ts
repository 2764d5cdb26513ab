import type { TranslationsOf } from '../resources.ts';
import type { framePtBr } from './pt-br.ts';

/** The frame's parts in English (formula-4, public-site.md §1). */
export const frameEn: TranslationsOf<typeof framePtBr> = {
  live: {
    title: 'Live broadcasts',
    offline: 'No live broadcast right now. Come back later!',
    online: 'Live',
    offlineBadge: 'Offline',
    paid: 'Paid channel',
    open: 'Free',
    empty: 'No broadcasts listed.',
    error: 'Could not load the broadcasts.',
    player: 'Video of the broadcast {{nome}}',
  },
  footer: {
    categories: 'Categories',
    institutional: 'About',
    legal: 'Legal',
    store: 'Official store',
    sponsor: 'Become a sponsor',
    corporate: 'Corporate B2B',
    privacy: 'Privacy policy',
    terms: 'Terms of use',
    minors: 'Minors admission',
    esg: 'ESG',
    contact: 'Contact us',
    social: 'Social media',
    copyright: '© {{year}} Stock Car. All rights reserved.',
  },
  sponsors: {
    label: 'Partners',
    montadoras: 'MONTADORAS',
    patrocinadores: 'OUR SPONSORS',
    fornecedores: 'NOSSOS FORNECEDORES',
    mediaPartners: 'MEDIA PARTNERS',
  },
};
