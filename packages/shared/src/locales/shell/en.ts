import type { ShellTranslations } from './pt-br.ts';

/** Shell texts in English, shown only on formula-4 (public-site.md §1). */
export const shellEn: ShellTranslations = {
  common: {
    skip: 'Skip to content',
    loading: 'Loading…',
    close: 'Close',
    loadingPartners: 'Loading partners…',
  },
  menu: {
    categories: 'Categories',
    main: 'Main menu',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    live: 'Live',
    language: 'Language',
    profile: 'My profile',
    logout: 'Log out',
    home: 'Home page',
    changingLanguage: 'Changing language…',
  },
  nextStage: {
    title: 'Next round',
    stage: 'Round {{number}}',
    days: 'Days',
    hours: 'Hours',
    minutes: 'Min',
    seconds: 'Sec',
    countdown: 'Countdown to the start',
    empty: 'No round scheduled right now. Keep an eye on the calendar!',
    error: 'Could not load the next round.',
  },
  // Trackside mode: how old an answer the service worker kept is, shown offline.
  offline: {
    minutes: 'updated {{count}} min ago',
    hours: 'updated {{count}} h ago',
  },
  banners: {
    error: 'Could not load the highlights.',
  },
  section: {
    error: 'This section could not be shown. Try reloading the page.',
  },
  notFound: {
    back: 'Back to the home page',
  },
  fanpushTv: {
    title: 'Fan Push',
  },
};
