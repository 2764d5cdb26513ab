import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { pesquisaOpcao } from '../../db/schema/index.ts';
import { CONFLITO, setupClubConsole } from '../../../test/admin-clube.ts';

const c = setupClubConsole();

describe('rewards survey in the console (club)', () => {
  let surveyId = 0;
  let questionId = 0;
  let question: Record<string, unknown> = {};

  it('creates a survey and a lap question, audited; members are asked it', async () => {
    const s = await c.send('POST', '/pesquisa', { titulo: 'Pesquisa 2026', ativa: true });
    expect(s.statusCode).toBe(201);
    surveyId = s.json().id;
    expect(await c.lastAudit()).toMatchObject({ entidade: 'pesquisa', acao: 'criar' });
    question = {
      pesquisaId: surveyId,
      fase: 1,
      ordem: 0,
      descricao: 'Qual a sua pista preferida?',
      multiplaResposta: false,
      opcoes: [{ descricao: 'Interlagos' }, { descricao: 'Goiânia' }],
    };
    const q = await c.send('POST', '/pesquisa/perguntas', question);
    expect(q.statusCode).toBe(201);
    questionId = q.json().id;
    expect(q.json().opcoes.map((o: { descricao: string }) => o.descricao)).toEqual([
      'Interlagos',
      'Goiânia',
    ]);
    expect(await c.lastAudit()).toMatchObject({
      entidade: 'pesquisa-pergunta',
      entidadeId: String(questionId),
      acao: 'criar',
    });
    const pub = await c.asMember('GET', '/PesquisaEnriquecimento');
    expect(pub.statusCode).toBe(200);
    expect(pub.json()).toMatchObject({
      idPesquisa: surveyId,
      pergunta: { idPesquisaPergunta: questionId, descricao: 'Qual a sua pista preferida?' },
    });
  });

  it('refuses bad input with Portuguese field messages', async () => {
    const bad = await c.send('POST', '/pesquisa/perguntas', {
      ...question,
      fase: 5,
      descricao: '',
      opcoes: [{ descricao: 'Só uma' }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual(
      expect.arrayContaining([
        { path: 'body.fase', message: 'Escolha a volta (1 a 4).' },
        { path: 'body.descricao', message: 'Informe a pergunta.' },
        { path: 'body.opcoes', message: 'Informe pelo menos 2 opções.' },
      ]),
    );
    const orphan = await c.send('POST', '/pesquisa/perguntas', {
      ...question,
      pesquisaId: 999_999,
    });
    expect(orphan.json().errors).toEqual([
      { path: 'body.pesquisaId', message: 'Esta pesquisa não existe.' },
    ]);
  });

  it('edits keeping option ids, 409 on a stale version, lists with filters', async () => {
    const before = (await c.send('GET', `/pesquisa/perguntas/${questionId}`)).json();
    const [first] = before.opcoes as { id: number }[];
    const edit = await c.send('PUT', `/pesquisa/perguntas/${questionId}`, {
      ...question,
      opcoes: [{ id: first?.id, descricao: 'Interlagos (SP)' }, { descricao: 'Curitiba' }],
      versao: 1,
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.json()).toMatchObject({
      versao: 2,
      opcoes: [{ id: first?.id, descricao: 'Interlagos (SP)' }, { descricao: 'Curitiba' }],
    });
    const stored = await c.ctx.t.db
      .select()
      .from(pesquisaOpcao)
      .where(eq(pesquisaOpcao.perguntaId, questionId));
    expect(stored).toHaveLength(2);
    const stale = await c.send('PUT', `/pesquisa/perguntas/${questionId}`, {
      ...question,
      versao: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().detail).toBe(CONFLITO);
    expect(await c.lastAudit()).toMatchObject({ acao: 'editar', entidade: 'pesquisa-pergunta' });
    const list = await c.send(
      'GET',
      `/pesquisa/perguntas?pesquisaId=${surveyId}&fase=1&q=pista&porPagina=1&ordem=ordem&direcao=asc`,
    );
    expect(list.json()).toMatchObject({ total: 1, itens: [{ id: questionId }] });
    const surveys = await c.send('GET', '/pesquisa?ativa=true');
    expect(surveys.json().itens[0]).toMatchObject({ id: surveyId, totalPerguntas: 1 });
  });

  it('deletes a question, audited', async () => {
    expect((await c.send('DELETE', `/pesquisa/perguntas/${questionId}?versao=2`)).statusCode).toBe(
      204,
    );
    expect(await c.lastAudit()).toMatchObject({ acao: 'excluir', entidade: 'pesquisa-pergunta' });
    const pub = await c.asMember('GET', '/PesquisaEnriquecimento');
    expect(pub.json().pergunta).toBeNull();
  });
});
