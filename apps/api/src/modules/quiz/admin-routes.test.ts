import { describe, expect, it } from 'vitest';
import { desc } from 'drizzle-orm';
import { auditoria } from '../../db/schema/index.ts';
import { startSession } from '../../plugins/auth/sessions.ts';
import { bearer, call, createMember, setupClub, type ClubContext } from '../../../test/club.ts';
import { present, staffHeaders } from '../../../test/staff.ts';

let ctx: ClubContext;
let club: Record<string, string>;
setupClub({}, async (c) => {
  ctx = c;
  club = (await staffHeaders(c.t, 'club')).headers;
});

const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  ctx.t.app.inject({ method, url: `/api/v1/admin${url}`, headers: club, payload });

const lastAudit = async () =>
  present((await ctx.t.db.select().from(auditoria).orderBy(desc(auditoria.id)).limit(1))[0]);

const respostas = [
  { descricao: 'Interlagos', correta: false },
  { descricao: 'Tarumã', correta: true },
  { descricao: 'Goiânia', correta: false },
];

async function memberQuiz() {
  const m = await createMember(ctx.t);
  const issued = await startSession(ctx.t.db, m.id);
  const headers = bearer(ctx.t.app.jwt.sign({ sub: String(m.id), sid: issued.familyId }));
  return call(ctx.t, 'GET', '/Quiz', undefined, headers);
}

describe('quiz in the console (club)', () => {
  let quizId = 0;
  let perguntaId = 0;

  it('creates a quiz and a question with its choices; members see the question', async () => {
    const created = await send('POST', '/quiz', { titulo: 'Quiz da Temporada', ativo: true });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ titulo: 'Quiz da Temporada', versao: 1 });
    quizId = created.json().id;
    expect(await lastAudit()).toMatchObject({ entidade: 'quiz', acao: 'criar', papel: 'club' });

    const q = await send('POST', '/quiz/perguntas', {
      quizId,
      ordem: 0,
      descricao: 'Onde foi a primeira corrida?',
      respostas,
    });
    expect(q.statusCode).toBe(201);
    expect(q.json().respostas.map((r: { correta: boolean }) => r.correta)).toEqual([
      false,
      true,
      false,
    ]);
    perguntaId = q.json().id;
    expect(await lastAudit()).toMatchObject({
      entidade: 'quiz-pergunta',
      entidadeId: String(perguntaId),
      acao: 'criar',
    });

    const seen = await memberQuiz();
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toMatchObject({
      idPesquisa: quizId,
      totalPerguntas: 1,
      pergunta: { descricao: 'Onde foi a primeira corrida?' },
    });
    const list = await send('GET', `/quiz?q=temporada`);
    expect(list.json().itens[0]).toMatchObject({ id: quizId, totalPerguntas: 1 });
  });

  it('refuses bad questions with Portuguese field messages and saves nothing', async () => {
    const bad = await send('POST', '/quiz/perguntas', {
      quizId,
      ordem: -1,
      descricao: '',
      respostas: [{ descricao: 'Só uma', correta: false }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['content-type']).toMatch(/application\/problem\+json/);
    const errors = bad.json().errors as { path: string; message: string }[];
    expect(errors).toEqual(
      expect.arrayContaining([
        { path: 'body.ordem', message: 'A ordem não pode ser negativa.' },
        { path: 'body.descricao', message: 'Informe a pergunta.' },
        { path: 'body.respostas', message: 'Informe pelo menos 2 respostas.' },
      ]),
    );
    const twoRight = await send('POST', '/quiz/perguntas', {
      quizId,
      ordem: 5,
      descricao: 'Duas certas?',
      respostas: respostas.map((r) => ({ ...r, correta: true })),
    });
    expect(twoRight.statusCode).toBe(400);
    expect(twoRight.json().errors[0].message).toBe('Marque exatamente uma resposta como correta.');
    const sameOrder = await send('POST', '/quiz/perguntas', {
      quizId,
      ordem: 0,
      descricao: 'Outra?',
      respostas,
    });
    expect(sameOrder.statusCode).toBe(400);
    expect(sameOrder.json().errors).toEqual([
      { path: 'body.ordem', message: 'Já existe uma pergunta nesta posição do quiz.' },
    ]);
    const list = await send('GET', `/quiz/perguntas?quizId=${quizId}`);
    expect(list.json().total).toBe(1);
  });

  it('edits over the version read, 409 on a stale one, audits before and after', async () => {
    const edit = await send('PUT', `/quiz/perguntas/${perguntaId}`, {
      quizId,
      ordem: 0,
      descricao: 'Onde foi a primeira corrida da Stock?',
      respostas: [
        { descricao: 'Tarumã', correta: true },
        { descricao: 'Interlagos', correta: false },
      ],
      versao: 1,
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.json()).toMatchObject({ versao: 2, respostas: [{ descricao: 'Tarumã' }, {}] });
    const stale = await send('PUT', `/quiz/perguntas/${perguntaId}`, {
      quizId,
      ordem: 0,
      descricao: 'Sobrescrita',
      respostas,
      versao: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().detail).toBe(
      'Este registro foi alterado por outra pessoa. Recarregue para ver a versão atual.',
    );
    const entry = await lastAudit();
    expect(entry).toMatchObject({ acao: 'editar', entidade: 'quiz-pergunta' });
    expect((entry.antes as { respostas: unknown[] }).respostas).toHaveLength(3);
    expect((entry.depois as { respostas: unknown[] }).respostas).toHaveLength(2);
    expect((await memberQuiz()).json().pergunta.descricao).toBe(
      'Onde foi a primeira corrida da Stock?',
    );
  });

  it('takes a quiz out of play and deletes a question, audited', async () => {
    const gone = await send('DELETE', `/quiz/perguntas/${perguntaId}?versao=1`);
    expect(gone.statusCode).toBe(409);
    const deleted = await send('DELETE', `/quiz/perguntas/${perguntaId}?versao=2`);
    expect(deleted.statusCode).toBe(204);
    expect(await lastAudit()).toMatchObject({ acao: 'excluir', entidade: 'quiz-pergunta' });
    const off = await send('PUT', `/quiz/${quizId}`, {
      titulo: 'Quiz antigo',
      ativo: false,
      versao: 1,
    });
    expect(off.statusCode).toBe(200);
    expect((await memberQuiz()).statusCode).toBe(404);
    const page = await send('GET', '/quiz?ativo=false&porPagina=1&ordem=titulo&direcao=asc');
    expect(page.json().itens).toEqual([expect.objectContaining({ id: quizId, ativo: false })]);
  });
});

describe('quiz result tiers in the console (club)', () => {
  const tier = {
    minimoAcertos: 8,
    titulo: 'Lenda',
    texto: 'Seu lugar é no Hall da Fama.',
    cor: '#b8912a',
  };

  it('creates, refuses bad or repeated tiers, edits with a version and deletes; members read them', async () => {
    const created = await send('POST', '/quiz/faixas', tier);
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    expect(await lastAudit()).toMatchObject({ entidade: 'quiz-faixa', acao: 'criar' });
    const bad = await send('POST', '/quiz/faixas', { ...tier, cor: 'dourado', titulo: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual(
      expect.arrayContaining([
        { path: 'body.cor', message: 'Informe a cor no formato #rrggbb.' },
        { path: 'body.titulo', message: 'Informe o título.' },
      ]),
    );
    const repeated = await send('POST', '/quiz/faixas', tier);
    expect(repeated.json().errors).toEqual([
      { path: 'body.minimoAcertos', message: 'Já existe uma faixa com este mínimo de acertos.' },
    ]);
    const m = await createMember(ctx.t);
    const issued = await startSession(ctx.t.db, m.id);
    const headers = bearer(ctx.t.app.jwt.sign({ sub: String(m.id), sid: issued.familyId }));
    const pub = await call(ctx.t, 'GET', '/Quiz/Faixas', undefined, headers);
    expect(pub.json()).toEqual([
      { minimoAcertos: 8, titulo: 'Lenda', texto: 'Seu lugar é no Hall da Fama.', cor: '#b8912a' },
    ]);
    expect(
      (await send('PUT', `/quiz/faixas/${id}`, { ...tier, minimoAcertos: 9, versao: 1 }))
        .statusCode,
    ).toBe(200);
    expect((await send('PUT', `/quiz/faixas/${id}`, { ...tier, versao: 1 })).statusCode).toBe(409);
    const list = await send(
      'GET',
      '/quiz/faixas?q=lenda&porPagina=1&ordem=minimoAcertos&direcao=asc',
    );
    expect(list.json()).toMatchObject({ total: 1, itens: [{ id, minimoAcertos: 9, versao: 2 }] });
    expect((await send('DELETE', `/quiz/faixas/${id}?versao=2`)).statusCode).toBe(204);
    expect(await lastAudit()).toMatchObject({ entidade: 'quiz-faixa', acao: 'excluir' });
  });
});
