import { brokenMultipart, fuzzedForm, multipartBody } from './multipart-bodies.ts';
import type { Operation } from './operations.ts';
import { encoded, preview, urlOf, validSegments, type CaseContext } from './request-parts.ts';
import { JUNK_QUERY_PARTS, JUNK_SEGMENTS, RAW_BODIES } from './samples.ts';
import { hostileValue } from './schema-values.ts';
import { requestOf, takesForm, validBody, type Strategy } from './strategy-kit.ts';

/** Strategies for the rest of a request: valid calls, path, query, credentials, forms. */

export const valid: Strategy = {
  name: 'válido',
  applies: () => true,
  build: (op, ctx, ip) => ({
    ...requestOf(op, ctx, ip, 'valores válidos', validBody(op, ctx)),
    wellFormed: true,
  }),
};

export const minimal: Strategy = {
  name: 'mínimo',
  applies: () => true,
  build: (op, ctx, ip) => ({
    ...requestOf(op, ctx, ip, 'só os obrigatórios', validBody(op, ctx, true)),
    wellFormed: true,
  }),
};

export const junkPath: Strategy = {
  name: 'caminho',
  applies: (op) => op.pathParams.length > 0,
  build(op, ctx, ip) {
    const c = requestOf(op, ctx, ip, '', validBody(op, ctx));
    const param = ctx.rng.pick(op.pathParams);
    const junk = ctx.rng.pick(JUNK_SEGMENTS);
    const segments = { ...validSegments(op, ctx), [param.name]: junk };
    const query = c.url.includes('?') ? [c.url.slice(c.url.indexOf('?') + 1)] : [];
    return {
      ...c,
      url: urlOf(op, segments, query),
      label: `{${param.name}} = ${preview(junk, 60)}`,
    };
  },
};

export const junkQuery: Strategy = {
  name: 'consulta',
  applies: () => true,
  build(op, ctx, ip) {
    const c = requestOf(op, ctx, ip, '', validBody(op, ctx));
    const named = op.queryParams.length > 0 && ctx.rng.chance(0.5);
    const part = named
      ? `${ctx.rng.pick(op.queryParams).name}=${encoded(hostileValue(ctx.rng))}`
      : ctx.rng.pick(JUNK_QUERY_PARTS);
    c.url += `${c.url.includes('?') ? '&' : '?'}${part}`;
    return { ...c, label: `consulta ${preview(part, 80)}` };
  },
};

/** Refresh cookies the server must refuse or ignore without failing. */
const BAD_COOKIES = [
  'stockclub_rt=%ZZ',
  `stockclub_rt=${'x'.repeat(5000)}`,
  'stockclub_rt=a; stockclub_rt=b',
  'stockclub_rt=',
  '=;;=; stockclub_rt',
  'stockclub_rt="%00"',
];

/** Spoils one credential of a call (members' operations mostly get bad tokens); says which. */
function spoilCredentials(op: Operation, ctx: CaseContext, headers: Record<string, string>) {
  const roll = ctx.rng.int(0, op.member ? 10 : 4);
  if (roll === 0) {
    delete headers['x-api-key'];
    return 'sem x-api-key';
  }
  if (roll === 1) headers['x-api-key'] = `${ctx.apiKey}x`;
  else if (roll === 2) headers['x-api-key'] = '\u00e9'.repeat(ctx.apiKey.length);
  else if (roll === 3) return (headers.cookie = ctx.rng.pick(BAD_COOKIES));
  else {
    const scheme = ctx.rng.pick(['Bearer', 'bearer', 'Basic']);
    return (headers.authorization = `${scheme} ${ctx.rng.pick(ctx.badTokens)}`);
  }
  return `x-api-key ${headers['x-api-key']}`;
}

export const badAuth: Strategy = {
  name: 'credenciais',
  applies: (op) => op.apiKey,
  build(op, ctx, ip) {
    const c = {
      ...requestOf(op, ctx, ip, '', validBody(op, ctx)),
      asMember: undefined,
      asStaff: false,
    };
    const spoiled = spoilCredentials(op, ctx, c.headers);
    return { ...c, label: `credenciais ${preview(spoiled, 80)}` };
  },
};

export const form: Strategy = {
  name: 'multipart',
  applies: takesForm,
  build(op, ctx, ip) {
    const boundary = `----fuzz${ctx.rng.int(1, 1e9)}`;
    const type = `multipart/form-data; boundary=${boundary}`;
    if (ctx.rng.chance(0.3)) {
      const raw = brokenMultipart(ctx.rng, boundary);
      return requestOf(op, ctx, ip, `multipart malformado ${preview(raw, 60)}`, {
        raw,
        contentType: type,
      });
    }
    const parts = fuzzedForm(ctx.rng, ctx.uploadFields);
    const raw = multipartBody(parts, boundary);
    const label = `multipart [${parts.map((p) => p.filename ?? p.name).join(', ')}]`.slice(0, 160);
    return requestOf(op, ctx, ip, label, { raw, contentType: type });
  },
};

export const bodyOnRead: Strategy = {
  name: 'corpo numa leitura',
  applies: (op) => op.method === 'GET' || op.method === 'DELETE',
  build(op, ctx, ip) {
    const raw = ctx.rng.pick(RAW_BODIES);
    const contentType = ctx.rng.pick(['application/json', 'text/plain', 'multipart/form-data']);
    return requestOf(op, ctx, ip, `${contentType} ${preview(raw, 40)}`, { raw, contentType });
  },
};
