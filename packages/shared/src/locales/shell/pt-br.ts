import type { TranslationsOf } from '../resources.ts';
/** Shell texts in Portuguese, the default language (public-site.md §1). */
export const shellPtBr = {
  common: {
    skip: 'Pular para o conteúdo',
    loading: 'Carregando…',
    close: 'Fechar',
    loadingPartners: 'Carregando parceiros…',
  },
  menu: {
    categories: 'Categorias',
    main: 'Menu principal',
    openMenu: 'Abrir menu',
    closeMenu: 'Fechar menu',
    live: 'Ao vivo',
    language: 'Idioma',
    profile: 'Meu perfil',
    logout: 'Sair',
    home: 'Página inicial',
    changingLanguage: 'Trocando o idioma…',
  },
  nextStage: {
    title: 'Próxima etapa',
    stage: 'Etapa {{number}}',
    days: 'Dias',
    hours: 'Horas',
    minutes: 'Min',
    seconds: 'Seg',
    countdown: 'Contagem regressiva para a largada',
    empty: 'Nenhuma etapa prevista no momento. Fique de olho no calendário!',
    error: 'Não foi possível carregar a próxima etapa.',
  },
  // Trackside mode: how old an answer the service worker kept is, shown offline.
  offline: {
    minutes: 'atualizado há {{count}} min',
    hours: 'atualizado há {{count}} h',
  },
  // The carousel's texts, the banners' own included, load with it (locales/carousel).
  banners: {
    error: 'Não foi possível carregar os destaques.',
  },
  section: {
    error: 'Não foi possível mostrar esta seção. Tente recarregar a página.',
  },
  // The 404's other texts load with it (locales/not-found); the router's fallback links home too.
  notFound: {
    back: 'Voltar para o início',
  },
  fanpushTv: {
    title: 'Fan Push',
  },
};

/** Every language carries the same keys as Portuguese. */
export type ShellTranslations = TranslationsOf<typeof shellPtBr>;
