import { http, HttpResponse } from 'msw';
import { record, sentRequest } from '../../../testing/sent-requests.ts';
import type { SeasonsFile } from '../api/get-temporadas.ts';

/**
 * The season files sit at the site root, outside the API (no prefix, no key), so their
 * handler is not `handlerFor`'s; the requests are recorded all the same. `anos` answers a
 * request by its `categoria` (undefined: the whole file).
 */
export const temporadasHandlers = {
  getTemporadas: (file: SeasonsFile, anos: (categoria: number | undefined) => number[]) =>
    http.get(`/${file}.json`, async ({ request }) => {
      const sent = await sentRequest(request);
      record(sent);
      const categoria = sent.query.get('categoria');
      return HttpResponse.json(anos(categoria === null ? undefined : Number(categoria)));
    }),
};
