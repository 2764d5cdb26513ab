import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { B2BProduto } from '../api/get-produtos.ts';
import { applyCategoryLanguage } from '../../../lib/language.ts';
import { NOT_FOUND } from '../../../testing/fake-api.ts';
import { server } from '../../../testing/msw.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { installRuntimeConfig } from '../../../testing/runtime-config.ts';
import { b2bHandlers } from '../testing/handlers.ts';
import { ProductList } from './product-list.tsx';

const EMPTY_TEXT = 'Nenhum evento/produto encontrado, tente mais tarde.';

const produto: B2BProduto = {
  idProduto: 7,
  nome: 'Camarote Reta Oposta',
  imagem: '/m/camarote.svg',
  conteudo: '<p>Vista da reta</p>',
  descricao: '',
  dataInicio: '2026-12-12',
  dataFim: '2026-12-13',
  local: 'Interlagos',
  cidade: 'São Paulo',
  uf: 'SP',
};

const contactHref = (p: { idProduto: number }) =>
  `/stockcar/proseries/camarotes-b2b/${p.idProduto}`;

beforeEach(async () => {
  await installRuntimeConfig();
  applyCategoryLanguage('proseries');
});

describe('ProductList (public-site.md §2.5)', () => {
  it("shows the spec's empty text when no product is on offer", async () => {
    server.use(b2bHandlers.getProdutos([]));
    renderWithProviders(<ProductList contactHref={contactHref} />);
    expect((await screen.findByText(EMPTY_TEXT)).textContent).toBe(EMPTY_TEXT);
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('lists the products instead of the empty text when there are some', async () => {
    server.use(b2bHandlers.getProdutos([produto]));
    renderWithProviders(<ProductList contactHref={contactHref} />);
    const link = await screen.findByRole('link', {
      name: 'Solicitar contato sobre Camarote Reta Oposta',
    });
    expect(link.getAttribute('href')).toBe('/stockcar/proseries/camarotes-b2b/7');
    expect(screen.queryByText(EMPTY_TEXT)).toBeNull();
  });

  it('shows a failure, not the empty text, when the call fails', async () => {
    server.use(b2bHandlers.getProdutos(NOT_FOUND));
    renderWithProviders(<ProductList contactHref={contactHref} />);
    expect((await screen.findByRole('alert')).textContent).toBeTruthy();
    expect(screen.queryByText(EMPTY_TEXT)).toBeNull();
  });
});
