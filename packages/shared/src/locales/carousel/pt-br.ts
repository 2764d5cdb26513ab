/*
 * The carousels' texts (public-site.md §2.3, the home's banners). Not in the shell's texts: they
 * load with the carousel (apps/web/src/components/carousel/carousel.tsx), which every page
 * loads on demand, out of the home's first download. `banners.error` stays in the shell: the
 * home shows it without loading the carousel.
 */
export const carouselPtBr = {
  // Read aloud by screen readers in place of the region's and each slide's role.
  roledescription: 'carrossel',
  slideRoledescription: 'slide',
  slide: '{{current}} de {{total}}',
  banners: {
    label: 'Destaques',
    previous: 'Banner anterior',
    next: 'Próximo banner',
    goTo: 'Mostrar o banner {{number}}',
  },
};
