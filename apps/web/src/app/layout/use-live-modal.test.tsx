import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Live } from '@stockcar/shared/schemas/ao-vivo';
import { getLiveFlag } from '../../lib/session.ts';
import { getLivesQueryOptions } from '../../features/ao-vivo/api/get-lives.ts';
import { aoVivoHandlers } from '../../features/ao-vivo/testing/handlers.ts';
import { server } from '../../testing/msw.ts';
import { installRuntimeConfig } from '../../testing/runtime-config.ts';
import { useLiveModal } from './use-live-modal.ts';

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

beforeEach(async () => {
  await installRuntimeConfig();
  sessionStorage.clear();
});

describe('live modal and the session value live (public-site.md §2.4, §4)', () => {
  it('settles live to true when nothing is on air, so the popup may show', async () => {
    server.use(aoVivoHandlers.getLives([]));
    const { result } = renderHook(() => useLiveModal(true), { wrapper });
    await waitFor(() => expect(getLiveFlag()).toBe('true'));
    expect(result.current.open).toBe(false);
  });

  it('holds live at false while the visitor has it open, and gives the screen back on close', async () => {
    server.use(aoVivoHandlers.getLives([]));
    const { result } = renderHook(() => useLiveModal(true), { wrapper });
    await waitFor(() => expect(getLiveFlag()).toBe('true'));
    act(() => result.current.show());
    expect(result.current.open).toBe(true);
    // The popup's rule (§4) skips it while live is 'false': it never covers the open modal.
    await waitFor(() => expect(getLiveFlag()).toBe('false'));
    act(() => result.current.close());
    expect(result.current.open).toBe(false);
    await waitFor(() => expect(getLiveFlag()).toBe('true'));
  });

  it('opens by itself on a page the server rendered, whose lives came with it', async () => {
    const onAir: Live = {
      idLive: 1,
      categoria: 'SITE',
      nome: 'Corrida 1',
      link: 'https://www.youtube.com/watch?v=abc',
      online: true,
      linkVinculado: true,
    };
    server.use(aoVivoHandlers.getLives([onAir]));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(getLivesQueryOptions().queryKey, [onAir]);
    // Hydrated over the server's markup: the first render sees the server's snapshot.
    const { result } = renderHook(() => useLiveModal(true), {
      hydrate: true,
      wrapper: ({ children }: { children: ReactNode }) => (
        <QueryClientProvider client={client}>{children}</QueryClientProvider>
      ),
    });
    await waitFor(() => expect(result.current.open).toBe(true));
    expect(getLiveFlag()).toBe('false');
  });
});
