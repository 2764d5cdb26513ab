import { describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { matchRoutes, type RouteObject } from 'react-router';
import { createRoutes } from './router.tsx';

type Patch = (routeId: string | null, children: RouteObject[]) => void;

/** Asks the tree for `path` as React Router does on a navigation it cannot match fully. */
async function navigateTo(tree: ReturnType<typeof createRoutes>, path: string) {
  const patch = vi.fn<Patch>();
  await tree.patchRoutesOnNavigation({
    path,
    patch,
    matches: [],
    signal: new AbortController().signal,
    fetcherKey: undefined,
  });
  return patch;
}

const pageMatched = (routes: RouteObject[], path: string) =>
  matchRoutes(routes, path)?.at(-1)?.route;

// Decision 0034: a category's pages other than its home, like the Stock Club's, are a route
// table of their own, out of the home's first download.
describe('the route tree', () => {
  it("starts with the category's home and no other page of it", () => {
    const { routes } = createRoutes(new QueryClient());
    expect(pageMatched(routes, '/stockcar/proseries')?.index).toBe(true);
    expect(pageMatched(routes, '/stockcar/proseries/classificacao')?.path).toBe('*');
  });

  it("loads and patches the category's table on the first navigation to one of its pages", async () => {
    const tree = createRoutes(new QueryClient());
    const patch = await navigateTo(tree, '/stockcar/proseries/classificacao');
    expect(patch).toHaveBeenCalledTimes(1);
    const [routeId, children] = patch.mock.calls[0] ?? [];
    expect(routeId).toBe('category');
    expect(children?.map((route) => route.path)).toContain('classificacao');
    // The navigation guard reads the same tree: it sees the page's handle now.
    expect(pageMatched(tree.routes, '/stockcar/proseries/classificacao')?.path).toBe(
      'classificacao',
    );
  });

  it('patches again on a later navigation (an aborted one leaves the router unpatched)', async () => {
    const tree = createRoutes(new QueryClient());
    const first = await navigateTo(tree, '/stockcar/proseries/etapa');
    const second = await navigateTo(tree, '/stockcar/proseries/piloto');
    expect(second.mock.calls[0]?.[1]).toBe(first.mock.calls[0]?.[1]);
  });

  it("needs no table for a category's home, and the Stock Club's for its pages only", async () => {
    const tree = createRoutes(new QueryClient());
    expect(await navigateTo(tree, '/stockcar/proseries')).not.toHaveBeenCalled();
    expect(await navigateTo(tree, '/stockcar/proseries/')).not.toHaveBeenCalled();
    const club = await navigateTo(tree, '/stockclub/login');
    expect(club.mock.calls.map(([routeId]) => routeId)).toEqual(['stockclub']);
  });

  it('adds the tables of a path at once for a page rendered on the server (discover)', async () => {
    const tree = createRoutes(new QueryClient());
    await tree.discover('/stockcar/formula-4/noticia/3');
    expect(pageMatched(tree.routes, '/stockcar/formula-4/noticia/3')?.path).toBe('noticia/:id');
    expect(pageMatched(tree.routes, '/stockcar/formula-4/nada-disso')?.path).toBe('*');
  });
});
