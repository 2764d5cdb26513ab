import { describe, expect, it } from 'vitest';
import { CONFLITO, setupClubConsole } from '../../../test/admin-clube.ts';
import { anon } from '../../../test/club.ts';
import { staffHeaders } from '../../../test/staff.ts';

const c = setupClubConsole();

/** `GET /Depoimento` as the club home asks it: the API key, no session. */
const carousel = async () =>
  (await c.ctx.t.app.inject({ method: 'GET', url: '/api/v1/Depoimento', headers: anon() })).json();

const MARIANA = {
  nome: 'Mariana, São Paulo (SP)',
  texto: 'Ganhei um par de ingressos respondendo à pesquisa.',
  ativo: true,
  ordem: 1,
};

describe('testimonials in the console (club)', () => {
  let id = 0;

  it('creates testimonials, audited; the carousel shows the active ones in their order', async () => {
    const res = await c.send('POST', '/depoimentos', MARIANA);
    expect(res.statusCode).toBe(201);
    id = res.json().id;
    expect(res.json()).toMatchObject({ ...MARIANA, versao: 1 });
    expect(await c.lastAudit()).toMatchObject({
      entidade: 'depoimento',
      acao: 'criar',
      papel: 'club',
      entidadeId: String(id),
    });
    const first = await c.send('POST', '/depoimentos', {
      nome: 'Rafael, Goiânia (GO)',
      texto: 'Votar no Fanpush faz a gente se sentir parte da equipe.',
      ativo: true,
      ordem: 0,
    });
    const hidden = await c.send('POST', '/depoimentos', {
      nome: 'Rascunho',
      texto: 'Ainda não aprovado.',
      ativo: false,
      ordem: 2,
    });
    expect(hidden.statusCode).toBe(201);
    expect(await carousel()).toEqual([
      {
        id: first.json().id,
        nome: 'Rafael, Goiânia (GO)',
        texto: 'Votar no Fanpush faz a gente se sentir parte da equipe.',
      },
      { id, nome: MARIANA.nome, texto: MARIANA.texto },
    ]);
  });

  it('refuses bad input in Portuguese, and other roles', async () => {
    const bad = await c.send('POST', '/depoimentos', {
      nome: ' ',
      texto: 'x'.repeat(301),
      ativo: 'sim',
      ordem: -1,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual(
      expect.arrayContaining([
        { path: 'body.nome', message: 'Informe quem deu o depoimento (nome e cidade).' },
        { path: 'body.texto', message: 'Use até 300 caracteres em o depoimento.' },
        { path: 'body.ativo', message: 'Diga se o depoimento está ativo.' },
        { path: 'body.ordem', message: 'A ordem não pode ser negativa.' },
      ]),
    );
    for (const papel of ['editor', 'marketing'] as const) {
      const { headers } = await staffHeaders(c.ctx.t, papel);
      const res = await c.ctx.t.app.inject({
        method: 'POST',
        url: '/api/v1/admin/depoimentos',
        headers,
        payload: MARIANA,
      });
      expect(res.statusCode, papel).toBe(403);
    }
  });

  it('lists with search, filter and paging', async () => {
    const res = await c.send('GET', '/depoimentos?q=ingressos&ativo=true&porPagina=1');
    expect(res.json()).toMatchObject({ total: 1, itens: [{ id, nome: MARIANA.nome }] });
    expect((await c.send('GET', '/depoimentos?ativo=false')).json().total).toBe(1);
    const sorted = await c.send(
      'GET',
      '/depoimentos?ordem=ordem&direcao=desc&porPagina=1&pagina=2',
    );
    expect(sorted.json().itens[0].id).toBe(id);
  });

  it('edits over the version read (409 when stale), publishes, takes it off, deletes, audited', async () => {
    const published: unknown[] = [];
    const stop = c.ctx.t.app.events.subscribe('conteudo', (payload) => {
      published.push(payload);
    });
    const edited = await c.send('PUT', `/depoimentos/${id}`, {
      ...MARIANA,
      texto: 'Levei meu pai para ver a corrida em Interlagos.',
      versao: 1,
    });
    stop();
    expect(edited.statusCode).toBe(200);
    expect(edited.json().versao).toBe(2);
    expect(published).toEqual([{ entidade: 'depoimento', id }]);
    const stale = await c.send('PUT', `/depoimentos/${id}`, { ...MARIANA, versao: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().detail).toBe(CONFLITO);
    const audit = await c.lastAudit();
    expect(audit).toMatchObject({ acao: 'editar', entidadeId: String(id) });
    expect((audit.antes as { texto: string }).texto).toBe(MARIANA.texto);
    expect(await carousel()).toContainEqual({
      id,
      nome: MARIANA.nome,
      texto: 'Levei meu pai para ver a corrida em Interlagos.',
    });
    const off = await c.send('PUT', `/depoimentos/${id}`, { ...MARIANA, ativo: false, versao: 2 });
    expect(off.statusCode).toBe(200);
    expect((await carousel()).map((d: { id: number }) => d.id)).not.toContain(id);
    expect((await c.send('DELETE', `/depoimentos/${id}?versao=3`)).statusCode).toBe(204);
    expect(await c.lastAudit()).toMatchObject({ acao: 'excluir', entidade: 'depoimento' });
  });
});
