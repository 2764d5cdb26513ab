import { describe, expect, it } from 'vitest';
import { createCategoria, createPiloto } from '../../../test/factories.ts';
import { anon, call } from '../../../test/club.ts';
import { CONFLITO, setupClubConsole } from '../../../test/admin-clube.ts';

const c = setupClubConsole();

const legend = {
  categoriaId: 1,
  pilotoId: null,
  nomePiloto: 'Ingo Hoffmann',
  foto: '/media/imagens/ingo/640.jpg',
  textoAlternativo: 'Ingo Hoffmann no pódio',
  corridas: 350,
  vitorias: 40,
  anosTitulos: [1980, 1985],
};

const publicHall = async () =>
  (await call(c.ctx.t, 'GET', '/HallOfFame', undefined, anon())).json();

describe('hall of fame in the console (club)', () => {
  let id = 0;

  it('adds a legend, audited; the public hall of fame shows him', async () => {
    await createCategoria(c.ctx.t.db, { id: 1, slug: 'proseries' });
    const res = await c.send('POST', '/hall-of-fame', legend);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ ...legend, versao: 1 });
    id = res.json().id;
    expect(await c.lastAudit()).toMatchObject({ entidade: 'hall-da-fama', acao: 'criar' });
    const pub = await publicHall();
    expect(pub.campeoes).toContainEqual(
      expect.objectContaining({ nomePiloto: 'Ingo Hoffmann', titulos: 2, anos: [1980, 1985] }),
    );
  });

  it('refuses bad input with Portuguese field messages', async () => {
    const bad = await c.send('POST', '/hall-of-fame', { ...legend, nomePiloto: '', corridas: -1 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual(
      expect.arrayContaining([
        { path: 'body.nomePiloto', message: 'Informe o nome do piloto.' },
        { path: 'body.corridas', message: 'O número de corridas não pode ser negativo.' },
      ]),
    );
    const more = await c.send('POST', '/hall-of-fame', {
      ...legend,
      vitorias: 400,
      textoAlternativo: '',
    });
    expect(more.statusCode).toBe(400);
    expect(more.json().errors).toEqual([
      { path: 'body.vitorias', message: 'As vitórias não podem passar do número de corridas.' },
      { path: 'body.textoAlternativo', message: 'Informe o texto alternativo da imagem.' },
    ]);
    const driver = await createPiloto(c.ctx.t.db);
    const first = await c.send('POST', '/hall-of-fame', {
      ...legend,
      pilotoId: driver.id,
      foto: '',
      textoAlternativo: '',
    });
    expect(first.statusCode).toBe(201);
    const twice = await c.send('POST', '/hall-of-fame', { ...legend, pilotoId: driver.id });
    expect(twice.json().errors).toEqual([
      { path: 'body.pilotoId', message: 'Este piloto já tem números históricos nesta categoria.' },
    ]);
  });

  it('lists with search, filter, sort and paging', async () => {
    const res = await c.send(
      'GET',
      '/hall-of-fame?q=ingo&categoriaId=1&porPagina=1&ordem=corridas',
    );
    expect(res.json().itens).toHaveLength(1);
    expect(res.json().total).toBe(2);
  });

  it('edits over the version read (409 on a stale one) and deletes, audited', async () => {
    const edit = await c.send('PUT', `/hall-of-fame/${id}`, {
      ...legend,
      anosTitulos: [1980],
      versao: 1,
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.json().versao).toBe(2);
    const stale = await c.send('PUT', `/hall-of-fame/${id}`, { ...legend, versao: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().detail).toBe(CONFLITO);
    const entry = await c.lastAudit();
    expect(entry).toMatchObject({ acao: 'editar', entidadeId: String(id) });
    expect((entry.antes as { anosTitulos: number[] }).anosTitulos).toEqual([1980, 1985]);
    expect((await c.send('DELETE', `/hall-of-fame/${id}?versao=2`)).statusCode).toBe(204);
    expect(await c.lastAudit()).toMatchObject({ acao: 'excluir', entidade: 'hall-da-fama' });
    const names = (await publicHall()).campeoes.map((p: { nomePiloto: string }) => p.nomePiloto);
    expect(names).not.toContain('Ingo Hoffmann');
  });
});
