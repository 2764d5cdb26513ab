/*
 * The 404's texts (public-site.md §2.2). Not in the shell's texts: they load with the not-found
 * content (apps/web/src/app/layout/not-found-content.tsx), out of the home's first download.
 * Its link back home keeps the shell's `notFound.back`, which the router's own fallback uses.
 */
export const notFoundPtBr = {
  title: 'Ops! Saímos da pista.',
  text: 'A página que você procura não existe ou mudou de endereço.',
};
