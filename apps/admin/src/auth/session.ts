import { PapelSchema } from '@stockcar/shared/schemas/admin/staff';
import { z } from 'zod';
import { getRuntimeConfig } from '../runtime-config.ts';

/*
 * The staff session (contract: "Staff sessions"): a 15-minute access token kept in memory only,
 * renewed through the HttpOnly refresh cookie (path /api/v1/admin/sessao) on load and on a 401.
 * Every console request goes through `adminFetch`, which adds the API key and the token.
 */

export const StaffSchema = z.object({
  id: z.union([z.string(), z.number()]),
  email: z.string(),
  nome: z.string(),
  papel: PapelSchema,
});
export type Staff = z.infer<typeof StaffSchema>;

const SessionSchema = z.object({ accessToken: z.string(), staff: StaffSchema });

/** A problem+json answer (contract: "Errors"). */
export interface Problem {
  type?: string;
  title?: string;
  status?: number;
  detail?: string;
  errors?: { path: string; message: string }[];
}

let accessToken: string | undefined;
let staff: Staff | undefined;
let renewing: Promise<boolean> | undefined;
/**
 * The refresh cookie was refused: no session until a sign-in. react-admin asks for the
 * session several times on a page load (auth check, permissions, identity, each menu item);
 * they are answered without a request each.
 */
let noSession = false;

export const currentStaff = (): Staff | undefined => staff;

export function clearSession(): void {
  accessToken = undefined;
  staff = undefined;
  noSession = false;
}

/** `/api/v1/admin` + path. */
export const adminUrl = (path: string) => `${getRuntimeConfig().apiBaseUrl}/admin${path}`;

function send(path: string, init: RequestInit, withToken: boolean): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set('x-api-key', getRuntimeConfig().apiKey);
  if (!headers.has('accept')) headers.set('accept', 'application/json');
  // A multipart body (FormData) sets its own content type with the boundary.
  const multipart = typeof FormData !== 'undefined' && init.body instanceof FormData;
  if (init.body !== undefined && !multipart && !headers.has('content-type')) {
    headers.set('content-type', 'application/json');
  }
  if (withToken && accessToken) headers.set('authorization', `Bearer ${accessToken}`);
  return fetch(adminUrl(path), { ...init, headers, credentials: 'same-origin' });
}

/** Reads a problem+json body; an empty or non-JSON body gives the status alone. */
export async function readProblem(response: Response): Promise<Problem> {
  try {
    const body = (await response.json()) as Problem;
    return typeof body === 'object' && body !== null ? body : { status: response.status };
  } catch {
    return { status: response.status };
  }
}

async function keep(response: Response): Promise<Staff> {
  const session = SessionSchema.parse(await response.json());
  accessToken = session.accessToken;
  staff = session.staff;
  noSession = false;
  return session.staff;
}

/** Thrown by sign-in: the server's Portuguese message. */
export class SessionError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

export async function signIn(credentials: {
  email: string;
  senha: string;
  codigo: string;
}): Promise<Staff> {
  const response = await send(
    '/sessao',
    { method: 'POST', body: JSON.stringify(credentials) },
    false,
  );
  if (!response.ok) {
    const problem = await readProblem(response);
    throw new SessionError(
      problem.detail ?? problem.title ?? 'console.login.falha',
      response.status,
    );
  }
  return keep(response);
}

/**
 * A new access token from the refresh cookie; concurrent callers share one request (the cookie
 * rotates, so two renewals at once would spend it twice). False when there is no session.
 */
export function renew(): Promise<boolean> {
  if (noSession) return Promise.resolve(false);
  if (renewing) return renewing;
  const attempt = renewOnce();
  renewing = attempt;
  void attempt.finally(() => {
    if (renewing === attempt) renewing = undefined;
  });
  return attempt;
}

async function renewOnce(): Promise<boolean> {
  try {
    const response = await send('/sessao/renovar', { method: 'POST' }, false);
    if (!response.ok) {
      clearSession();
      // A refused cookie stays refused; a server failure may pass, so the next call tries again.
      noSession = response.status === 401;
      return false;
    }
    await keep(response);
    return true;
  } catch {
    clearSession();
    return false;
  }
}

export async function signOut(): Promise<void> {
  try {
    await send('/sessao/sair', { method: 'POST' }, true);
  } finally {
    clearSession();
  }
}

/**
 * A console request with the API key and the access token; a 401 renews the token once and
 * repeats the request (the token lasts 15 minutes, a console tab stays open all day).
 */
export async function adminFetch(path: string, init: RequestInit = {}): Promise<Response> {
  const response = await send(path, init, true);
  if (response.status !== 401) return response;
  if (!(await renew())) return response;
  return send(path, init, true);
}

/** A request of a public console page (the invitation): the API key, no token. */
export const publicAdminFetch = (path: string, init: RequestInit = {}) => send(path, init, false);
