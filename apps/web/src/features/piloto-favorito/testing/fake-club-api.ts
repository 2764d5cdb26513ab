import { answerRequests, respond, type FakeAnswer } from '../../../testing/fake-api.ts';

export type { FakeAnswer };

interface FavouriteDriverRoutes {
  perfil: FakeAnswer;
  pilotos: FakeAnswer;
  /** The answers to successive `POST /Perfil`, in order; a save beyond them fails (500). */
  saves?: FakeAnswer[];
}

/** The favourite-driver page's API: the two loads by path, the saves in turn. Answers the saves' bodies. */
export function fakeClubApi(routes: FavouriteDriverRoutes): unknown[] {
  const posts: unknown[] = [];
  const saves = [...(routes.saves ?? [])];
  answerRequests((request) => {
    if (request.key === 'GET /Piloto/categoria/1') return respond(routes.pilotos);
    if (request.key === 'POST /Perfil') {
      posts.push(request.body);
      return respond(saves.shift() ?? { status: 500, body: {} });
    }
    if (request.key === 'GET /Perfil') return respond(routes.perfil);
    return respond({ status: 404, body: {} });
  });
  return posts;
}
