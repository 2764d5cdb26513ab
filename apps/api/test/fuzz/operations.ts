import type { JsonSchema } from './schema-values.ts';

/** One operation of the OpenAPI document, as the fuzz needs it. */
export interface Operation {
  /** `POST /api/v1/Registro`: the name in reports and in FUZZ_OPERATION. */
  key: string;
  method: string;
  /** The path template, `{name}` for each path parameter. */
  path: string;
  pathParams: { name: string; schema: JsonSchema }[];
  queryParams: { name: string; required: boolean; schema: JsonSchema }[];
  /** The JSON body's schema; undefined when the operation declares none. */
  body: JsonSchema | undefined;
  bodyRequired: boolean;
  /** Declares the bearer scheme: a member's session reaches the handler. */
  member: boolean;
  /** Under /api/v1, where every call carries the API key. */
  apiKey: boolean;
  /** The staff console's API: an admin's session reaches the handler. */
  staff: boolean;
}

interface OpenApiParameter {
  in: string;
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}

interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> };
  security?: Record<string, unknown>[];
}

export interface OpenApiDocument {
  paths?: Record<string, Record<string, OpenApiOperation>>;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** Every operation of the document, in a stable order (path, then method). */
export function operationsOf(doc: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const [method, op] of Object.entries(item)) {
      if (!METHODS.includes(method)) continue;
      const params = op.parameters ?? [];
      const of = (where: string) => params.filter((p) => p.in === where);
      operations.push({
        key: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        pathParams: of('path').map((p) => ({ name: p.name, schema: p.schema ?? {} })),
        queryParams: of('query').map((p) => ({
          name: p.name,
          required: p.required === true,
          schema: p.schema ?? {},
        })),
        body: op.requestBody?.content?.['application/json']?.schema,
        bodyRequired: op.requestBody?.required === true,
        member: (op.security ?? []).some((s) => 'bearer' in s),
        apiKey: path.startsWith('/api/v1/'),
        staff: path.startsWith('/api/v1/admin/'),
      });
    }
  }
  const order = (op: Operation) => `${op.path} ${op.method}`;
  return operations.sort((a, b) => order(a).localeCompare(order(b), 'en'));
}
