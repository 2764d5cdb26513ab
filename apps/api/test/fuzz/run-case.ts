import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from '../helper.ts';
import { staffHeaders } from '../staff.ts';
import { memberSession } from './fixture.ts';
import { preview, type FuzzCase } from './request-parts.ts';

export interface CaseResult {
  case: FuzzCase;
  status: number;
  contentType: string;
  body: string;
  /** What the response broke, when it broke something. */
  wrong?: string;
}

/**
 * The fuzz's rule for every answer: never a server fault, and every error a problem+json
 * document with its status and a detail to show.
 */
export function whatIsWrong(res: LightMyRequestResponse): string | undefined {
  if (res.statusCode >= 500) return `status ${res.statusCode}: a server fault`;
  if (res.statusCode < 400) return undefined;
  const type = String(res.headers['content-type'] ?? '');
  if (!type.startsWith('application/problem+json')) return `an error as ${type || 'no type'}`;
  let body: { status?: unknown; detail?: unknown };
  try {
    body = JSON.parse(res.body) as typeof body;
  } catch {
    return 'a problem+json body that is not JSON';
  }
  if (body.status !== res.statusCode) return `problem status ${String(body.status)}`;
  if (typeof body.detail !== 'string' || body.detail.trim() === '')
    return 'a problem without detail';
  return undefined;
}

/** Sends one case (as a fresh member when it says so) and checks the answer. */
export async function runCase(t: TestApp, c: FuzzCase): Promise<CaseResult> {
  const headers = { ...c.headers };
  if (c.asMember) {
    const session = await memberSession(t, c.asMember);
    headers.authorization = `Bearer ${session.accessToken}`;
    headers.cookie = `stockclub_rt=${session.refreshToken}`;
  }
  // A fresh admin per case: a case may sign its own session out or delete its own account.
  if (c.asStaff) Object.assign(headers, (await staffHeaders(t, 'admin')).headers);
  let res: LightMyRequestResponse;
  try {
    res = await t.app.inject({
      method: c.method as 'GET',
      url: c.url,
      headers,
      payload: c.payload,
    });
  } catch (err) {
    return {
      case: c,
      status: 0,
      contentType: '',
      body: String(err),
      wrong: `not sent: ${String(err)}`,
    };
  }
  const result = {
    case: c,
    status: res.statusCode,
    contentType: String(res.headers['content-type'] ?? ''),
    body: res.body,
  };
  const wrong = whatIsWrong(res);
  return wrong ? { ...result, wrong } : result;
}

/** How a failed case reads in the test output: what was sent, what came back, how to replay. */
export function report(opKey: string, seed: number, failures: CaseResult[], total: number) {
  const lines = [`${opKey}: ${failures.length} of ${total} cases failed (seed ${seed})`];
  for (const f of failures.slice(0, 12)) {
    const type = f.case.headers['content-type'] ?? '(none)';
    const auth = f.case.asMember
      ? `, as a member (${f.case.asMember})`
      : f.case.asStaff
        ? ', as an admin of the console'
        : '';
    lines.push(
      `  ${f.case.label}`,
      `    sent: ${f.case.method} ${preview(f.case.url, 160)} content-type ${type}${auth}`,
      ...(f.case.payload === undefined ? [] : [`    body: ${preview(f.case.payload, 200)}`]),
      `    got:  ${f.status} ${f.contentType} ${preview(f.body, 200)}`,
      `    wrong: ${f.wrong ?? ''}`,
    );
  }
  if (failures.length > 12) lines.push(`  ... and ${failures.length - 12} more`);
  lines.push(
    `Replay: FUZZ_SEED=${seed} FUZZ_OPERATION='${opKey}' npx vitest run --project api apps/api/src/plugins/openapi-fuzz.test.ts`,
  );
  return lines.join('\n');
}
