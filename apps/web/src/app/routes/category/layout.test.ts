import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import type { LoaderFunctionArgs } from 'react-router';
import type { CategoriaResponse } from '@stockcar/shared/schemas/categoria';
import { aoVivoHandlers } from '../../../features/ao-vivo/testing/handlers.ts';
import { categoria } from '../../../features/categoria/testing/fixtures.ts';
import { categoriaHandlers } from '../../../features/categoria/testing/handlers.ts';
import { footerHandlers } from '../../../features/footer/testing/handlers.ts';
import { getTicketButton } from '../../../lib/session.ts';
import { reply, spyOnFetch, type Answer } from '../../../testing/fake-api.ts';
import { server } from '../../../testing/msw.ts';
import { installRuntimeConfig } from '../../../testing/runtime-config.ts';
import { clientLoader } from './layout.tsx';

const pro = categoria({
  idCategoria: 1,
  btnIngresso: { show: true, link: 'https://ingressos.example/pro' },
});
const series = categoria({ idCategoria: 3 });
const menu = { menuSuperior: [], menuPrincipal: [] };

/** Pro series (id 1) and stock-series (id 3) answer these categories; the menu is empty. */
function answer(one: Answer<CategoriaResponse>) {
  // Footer and lives are only prefetched; an answer outside their contract is ignored.
  const outside = reply(200, {});
  server.use(
    categoriaHandlers.getCategoria(1, one),
    categoriaHandlers.getCategoria(3, { categoria: series }),
    categoriaHandlers.getMenu(menu),
    footerHandlers.getFooter(1, outside),
    footerHandlers.getFooter(3, outside),
    aoVivoHandlers.getLives(outside),
  );
  return spyOnFetch();
}

async function enter(client: QueryClient, categoria: string) {
  const args = { params: { categoria }, request: new Request('http://localhost/') };
  await clientLoader(client)(args as unknown as LoaderFunctionArgs);
}

describe('category layout: the ticket button follows the category (public-site.md §3, §4)', () => {
  beforeEach(() => installRuntimeConfig());

  it("stores the category's ticket button when the category loads", async () => {
    answer({ categoria: pro });
    const client = new QueryClient();
    await enter(client, 'proseries');
    expect(getTicketButton()).toEqual({ show: true, link: 'https://ingressos.example/pro' });
    await enter(client, 'stock-series');
    expect(getTicketButton()).toEqual({ show: false, link: '' });
    // Back to a category already cached: its flag comes back without a new request.
    const fetchMock = answer({ categoria: pro });
    await enter(client, 'proseries');
    expect(getTicketButton().show).toBe(true);
    expect(fetchMock.mock.calls.some(([url]) => /Categoria\/1\?/.test(url))).toBe(false);
  });

  it('keeps the ticket button hidden when the category cannot be loaded', async () => {
    sessionStorage.setItem('btnIngresso', JSON.stringify({ show: true, link: 'x' }));
    answer(reply(200, { categoria: { broken: true } }));
    await enter(new QueryClient(), 'proseries');
    expect(getTicketButton()).toEqual({ show: false, link: '' });
  });
});
