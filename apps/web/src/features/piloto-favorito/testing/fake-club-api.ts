import { vi } from 'vitest';

export interface FakeAnswer {
  status?: number;
  body: unknown;
}

interface FakeRoutes {
  perfil: FakeAnswer;
  pilotos: FakeAnswer;
  /** The answers to successive `POST /Perfil`, in order. */
  saves?: FakeAnswer[];
}

const respond = ({ status = 200, body }: FakeAnswer) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

/**
 * A fake fetch for this page: the two loads answer by path (they run in parallel, so no order),
 * the saves in turn; the POST bodies are recorded. Unit tests only.
 */
export function fakeClubApi(routes: FakeRoutes) {
  const posts: unknown[] = [];
  const saves = [...(routes.saves ?? [])];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      // The failure alert the API client posts is not this page's business.
      if (url.endsWith('/alertas')) return new Response(null, { status: 202 });
      if (url.includes('/Piloto/categoria/1')) return respond(routes.pilotos);
      if (init.method === 'POST' && url.includes('/Perfil')) {
        posts.push(typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : init.body);
        return respond(saves.shift() ?? { status: 500, body: {} });
      }
      if (url.includes('/Perfil')) return respond(routes.perfil);
      return new Response('{}', { status: 404 });
    }),
  );
  // The API client scrolls up on a failure, the page on a success.
  vi.stubGlobal('scrollTo', vi.fn());
  return posts;
}
