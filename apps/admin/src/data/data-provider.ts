import {
  HttpError,
  type CreateParams,
  type DataProvider,
  type DeleteParams,
  type GetListParams,
  type GetManyReferenceParams,
  type UpdateParams,
  type Identifier,
  type RaRecord,
} from 'react-admin';
import { adminFetch, readProblem } from '../auth/session.ts';

/*
 * The console's data provider: the contract's protocol for every resource under
 * /api/v1/admin/<recurso> (docs/staff-console.md).
 *   list    GET  ?pagina&porPagina&ordem&direcao&q&<filtro>  → { itens, total }
 *   one     GET  /:id                                         → Item (with `versao`)
 *   create  POST                                              → 201 Item
 *   update  PUT  /:id  body with `versao`                     → Item, 409 when someone saved first
 *   delete  DELETE /:id?versao=n                              → 204
 * Errors are problem+json: a 400's `errors: [{ path, message }]` (path `body.<field>`) become react-admin's field
 * errors (HttpError body.errors, shown under the fields of a pessimistic form); a 409 is an
 * HttpError with status 409 and `body.conflito`, which ConsoleEdit turns into a reload offer.
 */

/** A console record: an id and the version the server counts up on each update. */
export interface ConsoleRecord extends RaRecord {
  versao?: number;
}

interface ListBody<T> {
  itens: T[];
  total: number;
}

const pathOf = (resource: string, id?: Identifier) =>
  id === undefined
    ? `/${resource}`
    : `/${resource}/${encodeURIComponent(String(id))}`;

function filterValue(value: unknown): string[] {
  if (value === undefined || value === null || value === '') return [];
  if (Array.isArray(value)) return value.flatMap(filterValue);
  if (value instanceof Date) return [value.toISOString()];
  if (typeof value === 'object') return [];
  return [String(value)];
}

/** The query of a list request: paging, sort, the search text `q` and every other filter. */
export function listQuery(params: Partial<GetListParams>): URLSearchParams {
  const query = new URLSearchParams();
  const { page = 1, perPage = 25 } = params.pagination ?? {};
  query.set('pagina', String(page));
  query.set('porPagina', String(perPage));
  if (params.sort?.field) {
    query.set('ordem', params.sort.field);
    query.set('direcao', params.sort.order === 'DESC' ? 'desc' : 'asc');
  }
  for (const [name, value] of Object.entries(params.filter ?? {})) {
    for (const text of filterValue(value)) query.append(name, text);
  }
  return query;
}

/** The HttpError react-admin expects, from a failed answer's problem+json. */
export async function httpErrorOf(response: Response): Promise<HttpError> {
  const { errors, ...problem } = await readProblem(response);
  const message = problem.detail ?? problem.title ?? 'ra.notification.http_error';
  if (response.status === 400 && errors && errors.length > 0) {
    const fields: Record<string, unknown> = {};
    for (const { path, message: text } of errors) {
      // `body.endereco.cep` names the form's field `endereco.cep`; the first message of a
      // field is the one shown under it.
      const field = path.replace(/^body\./, '');
      if (!(field in fields)) fields[field] = text;
    }
    fields.root = { serverError: message };
    return new HttpError(message, 400, { ...problem, errors: fields });
  }
  if (response.status === 409) {
    return new HttpError(message, 409, { ...problem, conflito: true });
  }
  return new HttpError(message, response.status, problem);
}

async function call(path: string, init: RequestInit = {}): Promise<Response> {
  const response = await adminFetch(path, init);
  if (!response.ok) throw await httpErrorOf(response);
  return response;
}

async function json<T>(path: string, init?: RequestInit): Promise<T> {
  return (await (await call(path, init)).json()) as T;
}

const getOne = <T extends RaRecord>(resource: string, id: Identifier) =>
  json<T>(pathOf(resource, id));

async function list<T extends RaRecord>(resource: string, params: Partial<GetListParams>) {
  const body = await json<ListBody<T>>(`${pathOf(resource)}?${listQuery(params)}`);
  return { data: body.itens, total: body.total };
}

/** The body of a PUT: the form's values without the id, with the version the form was loaded at. */
function updateBody(data: Partial<ConsoleRecord>, previous: ConsoleRecord | undefined) {
  const body: Record<string, unknown> = { ...data, versao: previous?.versao ?? data.versao };
  delete body.id;
  return JSON.stringify(body);
}

async function put<T extends RaRecord>(
  resource: string,
  id: Identifier,
  data: object,
  previous?: ConsoleRecord,
) {
  return json<T>(pathOf(resource, id), {
    method: 'PUT',
    body: updateBody(data, previous),
  });
}

async function remove<T extends ConsoleRecord>(resource: string, id: Identifier, previous?: T) {
  const record = previous?.versao !== undefined ? previous : await getOne<T>(resource, id);
  const query = new URLSearchParams({ versao: String(record.versao ?? '') });
  await call(`${pathOf(resource, id)}?${query}`, { method: 'DELETE' });
  return record;
}

/**
 * A singleton (`fanpush/config`) has no id of its own: its record keeps the id it was asked
 * by, so an `<Edit id="config">` reads and saves it like any record.
 */
const withId = <T extends RaRecord>(record: T, id: Identifier): T => ({
  ...record,
  id: (record.id as Identifier | undefined) ?? id,
});

export const dataProvider: DataProvider = {
  getList: <T extends RaRecord>(resource: string, params: GetListParams) =>
    list<T>(resource, params),

  getOne: async <T extends RaRecord>(resource: string, { id }: { id: Identifier }) => ({
    data: withId(await getOne<T>(resource, id), id),
  }),

  // One GET per id: the protocol has no batch read, and references show a handful at a time.
  getMany: async <T extends RaRecord>(resource: string, { ids }: { ids: Identifier[] }) => ({
    data: await Promise.all(ids.map((id) => getOne<T>(resource, id))),
  }),

  getManyReference: <T extends RaRecord>(
    resource: string,
    { target, id, filter, ...params }: GetManyReferenceParams,
  ) => list<T>(resource, { ...params, filter: { ...filter, [target]: id } }),

  create: async <T extends RaRecord>(resource: string, { data }: CreateParams) => ({
    data: await json<T>(pathOf(resource), { method: 'POST', body: JSON.stringify(data) }),
  }),

  update: async <T extends RaRecord>(
    resource: string,
    { id, data, previousData }: UpdateParams,
  ) => ({ data: withId(await put<T>(resource, id, data, previousData), id) }),

  // Each record at its current version: a bulk change has no form that loaded them.
  updateMany: async (resource, { ids, data }) => {
    for (const id of ids) await put(resource, id, data, await getOne(resource, id));
    return { data: ids };
  },

  delete: async <T extends RaRecord>(resource: string, { id, previousData }: DeleteParams<T>) => ({
    data: await remove<T>(resource, id, previousData),
  }),

  deleteMany: async (resource, { ids }) => {
    for (const id of ids) await remove(resource, id);
    return { data: ids };
  },
};
