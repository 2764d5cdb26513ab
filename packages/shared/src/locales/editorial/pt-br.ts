import type { TranslationsOf } from '../resources.ts';
import { errorsPtBr } from '../errors/pt-br.ts';

/**
 * Texts of the editorial screens (news list, article, gallery, the home's news blocks) in
 * Portuguese. A namespace of its own, registered by the screens' lazy chunks
 * (lib/editorial-i18n.ts), so these texts stay out of the home route's first download.
 */
export const editorialPtBr = {
  common: {
    loading: 'Carregando…',
    error: 'Não foi possível carregar os dados agora. Tente novamente em instantes.',
    loadMore: 'Carregar mais',
    loadMoreError: 'Não foi possível carregar mais itens. Tente novamente.',
  },
  news: {
    title: 'Notícias',
    subtitle: 'Temporada {{ano}}',
    tabs: 'Notícias e galerias',
    tabNews: 'NOTÍCIAS',
    tabGalleries: 'GALERIAS',
    search: 'Buscar notícias',
    searchPlaceholder: 'Buscar por palavra ou tag',
    searchButton: 'Buscar',
    searching: 'Buscando…',
    searchEmpty: errorsPtBr.newsSearchEmpty,
    empty: 'Nenhuma notícia publicada nesta temporada.',
    published: 'Publicada em',
    tags: 'Tags',
    allNews: 'Todas as notícias',
    home: 'NOTÍCIAS',
    homeEmpty: 'Nenhuma notícia publicada ainda.',
    seeAll: 'Ver todas',
  },
  related: {
    'stock-series': 'RUMO À PRO SERIES',
    'turismo-nacional': 'RUMO À STOCK SERIES',
    'e-stock': 'CORRIDA VIRTUAL',
    default: 'NOTÍCIAS RELACIONADAS',
    empty: 'Nenhuma notícia relacionada no momento.',
  },
  galleries: {
    empty: 'Nenhuma galeria publicada nesta temporada.',
    photos_one: '{{count}} foto',
    photos_other: '{{count}} fotos',
    noPhotos: 'Esta galeria ainda não tem fotos.',
    open: 'Ampliar a foto {{n}} de {{total}}',
    photo: 'Foto {{n}} de {{total}}: {{titulo}}',
    counter: '{{n}} / {{total}}',
    lightbox: 'Fotos: {{titulo}}',
    previous: 'Foto anterior',
    next: 'Próxima foto',
    close: 'Fechar',
    driver: 'Galerias',
    all: 'Todas as galerias',
  },
};

/** Every language carries the same keys as Portuguese. */
export type EditorialTranslations = TranslationsOf<typeof editorialPtBr>;
