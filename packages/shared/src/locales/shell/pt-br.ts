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
  banners: {
    label: 'Destaques',
    previous: 'Banner anterior',
    next: 'Próximo banner',
    goTo: 'Mostrar o banner {{number}}',
    error: 'Não foi possível carregar os destaques.',
  },
  carousel: {
    // Read aloud by screen readers in place of the region's and each slide's role.
    roledescription: 'carrossel',
    slideRoledescription: 'slide',
    slide: '{{current}} de {{total}}',
  },
  section: {
    error: 'Não foi possível mostrar esta seção. Tente recarregar a página.',
  },
  notFound: {
    title: 'Ops! Saímos da pista.',
    text: 'A página que você procura não existe ou mudou de endereço.',
    back: 'Voltar para o início',
  },
  fanpushTv: {
    title: 'Fan Push',
  },
};

/** Every language carries the same keys as Portuguese. */
export type ShellTranslations = TranslationsOf<typeof shellPtBr>;
