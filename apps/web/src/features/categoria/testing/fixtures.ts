import type { Categoria } from '@stockcar/shared/schemas/categoria';

/** A category's answer for tests: its theme, no ticket button unless given. */
export function categoria(
  overrides: Partial<Categoria> & Pick<Categoria, 'idCategoria'>,
): Categoria {
  return {
    tag: 'PRO',
    cor: '#ffc20e',
    backGround: '#000',
    corFonte: '#fff',
    imgLogo: '/logo.svg',
    imgCategoria: '/favicon.svg',
    imgBackgroud: '/bg.svg',
    nomeCategoria: 'Categoria',
    texto: '<p>Sobre</p>',
    btnIngresso: { show: false, link: '' },
    ...overrides,
  };
}
