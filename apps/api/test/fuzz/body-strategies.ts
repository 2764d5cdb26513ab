import { encoded, preview } from './request-parts.ts';
import { DEEP_NESTING, RAW_BODIES, WRONG_CONTENT_TYPES, WRONG_KINDS } from './samples.ts';
import { boundaryValues, hostileValue, schemaLeaves, validValue } from './schema-values.ts';
import {
  hasBody,
  pathsOf,
  requestOf,
  setAt,
  takesForm,
  validBody,
  type Strategy,
} from './strategy-kit.ts';

/** Strategies that spoil the request body: a field, its limits, its shape, its media type. */

export const hostileField: Strategy = {
  name: 'campo hostil',
  applies: hasBody,
  build(op, ctx, ip) {
    const body = validValue(op.body ?? {}, ctx);
    const paths = pathsOf(body).filter((p) => p.length > 0);
    const path = paths.length > 0 ? ctx.rng.pick(paths) : [ctx.rng.pick(['x', 'id', 'nome'])];
    const value = hostileValue(ctx.rng);
    const label = `body.${path.join('.')} = ${preview(value, 60)}`;
    return requestOf(op, ctx, ip, label, { body: setAt(body, path, value) });
  },
};

export const boundary: Strategy = {
  name: 'limite',
  applies: (op) => hasBody(op) || op.queryParams.length > 0,
  build(op, ctx, ip) {
    const leaves = op.body ? schemaLeaves(op.body) : [];
    const useQuery = leaves.length === 0 || (op.queryParams.length > 0 && ctx.rng.chance(0.4));
    if (useQuery) {
      const param = ctx.rng.pick(op.queryParams);
      const value = ctx.rng.pick(boundaryValues(param.schema, ctx.rng));
      const c = requestOf(op, ctx, ip, '', validBody(op, ctx));
      const pair = `${param.name}=${encoded(value)}`;
      c.url += `${c.url.includes('?') ? '&' : '?'}${pair}`;
      return { ...c, label: `query ${preview(pair, 80)}` };
    }
    const [path, schema] = ctx.rng.pick(leaves);
    const value = ctx.rng.pick(boundaryValues(schema, ctx.rng));
    const body = setAt(validValue(op.body ?? {}, ctx), path, value);
    return requestOf(op, ctx, ip, `body.${path.join('.')} = ${preview(value, 60)}`, { body });
  },
};

export const missingRequired: Strategy = {
  name: 'obrigatório ausente',
  applies: (op) => (op.body?.required?.length ?? 0) > 0,
  build(op, ctx, ip) {
    const body = validValue(op.body ?? {}, ctx) as Record<string, unknown>;
    const key = ctx.rng.pick(op.body?.required ?? []);
    delete body[key];
    return requestOf(op, ctx, ip, `sem body.${key}`, { body });
  },
};

export const wrongShape: Strategy = {
  name: 'corpo de outro tipo',
  applies: hasBody,
  build(op, ctx, ip) {
    if (ctx.rng.chance(0.25)) {
      const raw = ctx.rng.pick(DEEP_NESTING);
      return requestOf(op, ctx, ip, `corpo aninhado ${preview(raw, 40)}`, { raw });
    }
    const body = ctx.rng.chance(0.5) ? ctx.rng.pick(WRONG_KINDS) : hostileValue(ctx.rng);
    return requestOf(op, ctx, ip, `corpo = ${preview(body, 60)}`, { body });
  },
};

export const rawBody: Strategy = {
  name: 'corpo que não é JSON',
  applies: (op) => hasBody(op) || takesForm(op),
  build(op, ctx, ip) {
    // Past the 1 MiB body limit now and then: a 413, never a crash.
    const raw = ctx.rng.chance(0.1) ? `{"a":"${'x'.repeat(1_100_000)}"}` : ctx.rng.pick(RAW_BODIES);
    return requestOf(op, ctx, ip, `corpo bruto ${preview(raw, 60)}`, { raw });
  },
};

export const wrongContentType: Strategy = {
  name: 'tipo de conteúdo',
  applies: (op) => hasBody(op) || takesForm(op),
  build(op, ctx, ip) {
    const c = requestOf(op, ctx, ip, '', { body: validBody(op, ctx).body ?? {} });
    if (ctx.rng.chance(0.15)) {
      delete c.headers['content-type'];
      return { ...c, label: 'corpo sem content-type' };
    }
    const type = ctx.rng.pick(WRONG_CONTENT_TYPES);
    c.headers['content-type'] = type;
    return { ...c, label: `content-type: ${type}` };
  },
};
