import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConsoleApp, staffHeaders } from '../../../test/staff.ts';
import { sender, walkCrud, type Send } from '../../../test/console-crud.ts';
import type { TestApp } from '../../../test/helper.ts';

let t: TestApp;
let send: Send;
beforeAll(async () => {
  t = await createConsoleApp();
  send = sender(t, (await staffHeaders(t, 'marketing')).headers);
});
afterAll(() => t.close());

const live = {
  canal: 'SITE',
  nome: 'Corrida de Interlagos',
  link: 'https://www.youtube.com/watch?v=abc',
  online: false,
  linkVinculado: true,
  ordem: 1,
};

describe('live broadcasts in the console (marketing)', () => {
  it('walks the protocol: list, search, paging, create, edit, 409, 400, delete, audit', async () => {
    await walkCrud({
      t,
      send,
      recurso: 'ao-vivo',
      entidade: 'live',
      valid: live,
      search: 'interlagos',
      edit: { nome: 'Corrida de Goiânia', online: true },
      invalid: { canal: '', nome: ' ', link: 'javascript:alert(1)', online: 'sim', ordem: -1 },
      errors: [
        { path: 'body.canal', message: 'Informe o canal (SITE para a transmissão aberta).' },
        { path: 'body.nome', message: 'Informe o título da transmissão.' },
        { path: 'body.link', message: 'Informe o endereço da transmissão (https://…).' },
        { path: 'body.online', message: 'Marque ou desmarque “no ar”.' },
        { path: 'body.ordem', message: 'A ordem não pode ser negativa.' },
      ],
    });
  });

  it('switching a broadcast on shows it on the public live endpoint at once', async () => {
    const created = (
      await send('POST', '/ao-vivo', { ...live, nome: 'Final de Interlagos', online: false })
    ).json();
    const publicOf = async () =>
      ((await t.get('/api/v1/AoVivo')).json() as { idLive: number; online: boolean }[]).find(
        (l) => l.idLive === created.id,
      );
    expect(await publicOf()).toMatchObject({ online: false });

    const on = await send('PUT', `/ao-vivo/${created.id}`, {
      ...live,
      nome: 'Final de Interlagos',
      link: 'https://www.youtube.com/watch?v=final',
      online: true,
      versao: created.versao,
    });
    expect(on.statusCode).toBe(200);
    expect(await publicOf()).toEqual({
      idLive: created.id,
      categoria: 'SITE',
      nome: 'Final de Interlagos',
      link: 'https://www.youtube.com/watch?v=final',
      online: true,
      linkVinculado: true,
    });

    const online = await send('GET', '/ao-vivo?online=true&ordem=ordem&direcao=asc');
    expect(online.json().itens.map((l: { id: number }) => l.id)).toContain(created.id);
    const offline = await send('GET', '/ao-vivo?online=false');
    expect(offline.json().itens.map((l: { id: number }) => l.id)).not.toContain(created.id);

    const off = await send('PUT', `/ao-vivo/${created.id}`, {
      ...on.json(),
      online: false,
    });
    expect(off.statusCode).toBe(200);
    expect(await publicOf()).toMatchObject({ online: false });
  });

  it('keeps other roles out', async () => {
    const editor = sender(t, (await staffHeaders(t, 'editor')).headers);
    expect((await editor('GET', '/ao-vivo')).statusCode).toBe(403);
  });
});
