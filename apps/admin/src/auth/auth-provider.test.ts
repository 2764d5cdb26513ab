import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Area } from '@stockcar/shared/schemas/admin/papeis';
import { server } from '../testing/msw.ts';
import { adminPath } from '../testing/runtime-config.ts';
import { createAuthProvider } from './auth-provider.ts';
import { currentStaff } from './session.ts';

const EDITOR = { id: 2, email: 'editor@stockcar.local', nome: 'Edu', papel: 'editor' };
const AREAS: Record<string, Area> = { noticias: 'noticias', staff: 'staff', imagens: 'imagens' };
const areaOf = (resource: string) => AREAS[resource];
const auth = createAuthProvider(areaOf);
const unauthorized = () =>
  HttpResponse.json({ status: 401, title: 'Não autorizado' }, { status: 401 });

describe('the console auth provider', () => {
  it('signs in with e-mail, password and code and keeps the token in memory only', async () => {
    let body: unknown;
    server.use(
      http.post(adminPath('/sessao'), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ accessToken: 'tok', staff: EDITOR });
      }),
    );
    await auth.login({ email: ' editor@stockcar.local ', senha: 's3nha', codigo: '123456' });
    expect(body).toEqual({ email: 'editor@stockcar.local', senha: 's3nha', codigo: '123456' });
    expect(currentStaff()).toEqual(EDITOR);
    expect(localStorage.length + sessionStorage.length).toBe(0);
    expect(await auth.getPermissions?.({})).toBe('editor');
  });

  it("shows the server's message when sign-in fails", async () => {
    server.use(
      http.post(adminPath('/sessao'), () =>
        HttpResponse.json(
          { status: 401, title: 'Não autorizado', detail: 'E-mail, senha ou código inválidos.' },
          { status: 401 },
        ),
      ),
    );
    await expect(auth.login({ email: 'a@b.c', senha: 'x', codigo: '000000' })).rejects.toThrow(
      'E-mail, senha ou código inválidos.',
    );
  });

  it('renews the session silently on load from the refresh cookie', async () => {
    server.use(
      http.post(adminPath('/sessao/renovar'), () =>
        HttpResponse.json({ accessToken: 'tok', staff: EDITOR }),
      ),
    );
    await expect(auth.checkAuth({})).resolves.toBeUndefined();
    expect(currentStaff()?.papel).toBe('editor');
  });

  it('sends a visitor without a session to the sign-in page without a notification', async () => {
    server.use(http.post(adminPath('/sessao/renovar'), unauthorized));
    await expect(auth.checkAuth({})).rejects.toEqual({ message: false });
  });

  it('asks the server once when there is no session, and again after a sign-in', async () => {
    let renewals = 0;
    server.use(
      http.post(adminPath('/sessao/renovar'), () => {
        renewals += 1;
        return unauthorized();
      }),
      http.post(adminPath('/sessao'), () =>
        HttpResponse.json({ accessToken: 'tok', staff: EDITOR }),
      ),
      http.post(adminPath('/sessao/sair'), () => new HttpResponse(null, { status: 204 })),
    );
    // What react-admin asks on one signed-out page load.
    await expect(auth.checkAuth({})).rejects.toEqual({ message: false });
    await auth.getPermissions?.({});
    await auth.getIdentity?.().catch(() => undefined);
    await auth.canAccess?.({ resource: 'noticias', action: 'list' });
    expect(renewals).toBe(1);

    await auth.login({ email: EDITOR.email, senha: 'x', codigo: '123456' });
    expect(currentStaff()?.papel).toBe('editor');
    // The token is in memory again: a later expiry renews from the cookie as usual.
    await auth.logout({});
    await expect(auth.checkAuth({})).rejects.toEqual({ message: false });
    expect(renewals).toBe(2);
  });

  it('asks the role table whether the role reaches a resource', async () => {
    server.use(
      http.post(adminPath('/sessao/renovar'), () =>
        HttpResponse.json({ accessToken: 'tok', staff: EDITOR }),
      ),
    );
    const can = (resource: string) => auth.canAccess?.({ resource, action: 'list' });
    expect(await can('noticias')).toBe(true);
    expect(await can('imagens')).toBe(true);
    expect(await can('staff')).toBe(false);
    expect(await can('desconhecido')).toBe(false);
  });

  it('ends the session on a 401 that renewal could not fix, keeps it on a 403', async () => {
    await expect(auth.checkError({ status: 403 })).resolves.toBeUndefined();
    await expect(auth.checkError({ status: 401 })).rejects.toBeDefined();
  });

  it('signs out on the server and forgets the token', async () => {
    let signedOut = false;
    server.use(
      http.post(adminPath('/sessao'), () =>
        HttpResponse.json({ accessToken: 'tok', staff: EDITOR }),
      ),
      http.post(adminPath('/sessao/sair'), ({ request }) => {
        signedOut = request.headers.get('authorization') === 'Bearer tok';
        return new HttpResponse(null, { status: 204 });
      }),
    );
    await auth.login({ email: EDITOR.email, senha: 'x', codigo: '123456' });
    await auth.logout({});
    expect(signedOut).toBe(true);
    expect(currentStaff()).toBeUndefined();
  });
});
