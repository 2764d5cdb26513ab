import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PESQUISA_RECOMPENSAS, recompensaDaFase } from '@stockcar/shared/schemas/clube-conteudo';
import * as s from '../../db/schema/index.ts';
import {
  type ClubContext,
  bearer,
  call,
  createMember,
  login,
  mailText,
  setupClub,
} from '../../../test/club.ts';
import { createSurvey } from '../../../test/clube-conteudo.ts';
import { conteudoPtBr } from '@stockcar/shared/locales/conteudo/pt-br';

const ctx = {} as ClubContext & { survey: Awaited<ReturnType<typeof createSurvey>> };
setupClub({}, async (c) => {
  Object.assign(ctx, c);
  // Two questions in lap 1 (the second multiple-answer), one in each of laps 2 to 4.
  ctx.survey = await createSurvey(c.t.db, [[{}, { multipla: true }], [{}], [{}], [{}]]);
});

async function member() {
  const m = await createMember(ctx.t);
  const { accessToken } = await login(ctx.t, m.email);
  const as = (method: 'GET' | 'POST', body?: object) =>
    call(ctx.t, method, '/PesquisaEnriquecimento', body, bearer(accessToken));
  return { m, as };
}

const question = (i: number) => {
  const q = ctx.survey.questions[i];
  if (!q) throw new Error(`no question ${i}`);
  return q;
};
const answer = (i: number, ids = [question(i).opcoes[0]]) => ({
  idPesquisa: ctx.survey.survey.id,
  idPesquisaPergunta: question(i).id,
  idRespostas: ids,
});

describe('rewards survey (fan-club.md §3, §4, §5, §9)', () => {
  it('needs a member', async () => {
    expect((await call(ctx.t, 'GET', '/PesquisaEnriquecimento')).statusCode).toBe(401);
  });

  it('starts at lap 0 on the first question, with its options and no answers leaked', async () => {
    const { as } = await member();
    const res = await as('GET');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      idPesquisa: ctx.survey.survey.id,
      fase: 0,
      faseEncerrada: false,
      pergunta: {
        descricao: 'Volta 1, pergunta 1',
        idPesquisaPergunta: question(0).id,
        multiplaResposta: false,
        respostas: question(0).opcoes.map((id, i) => ({
          idPesquisaPerguntaResposta: id,
          descricao: `Opção ${i + 1}`,
        })),
      },
    });
  });

  it('moves through a lap, grants its reward by e-mail and closes the lap', async () => {
    const { m, as } = await member();
    const first = await as('POST', answer(0));
    expect(first.json()).toMatchObject({ fase: 0, faseEncerrada: false });
    expect(first.json().pergunta).toMatchObject({
      idPesquisaPergunta: question(1).id,
      multiplaResposta: true,
    });
    const lap = await as('POST', answer(1, question(1).opcoes.slice(0, 2)));
    expect(lap.statusCode).toBe(200);
    expect(lap.json()).toMatchObject({ fase: 1, faseEncerrada: true });
    expect(lap.json().pergunta.idPesquisaPergunta).toBe(question(2).id);
    // Sent before the answer returns: the reward mail is already there.
    const mail = ctx.smtp.received.find((x) => x.to.includes(m.email));
    if (!mail) throw new Error('no reward e-mail');
    expect(mailText(mail)).toContain(`ganhou ${PESQUISA_RECOMPENSAS[0].premio}`);
    expect(mailText(mail)).toMatch(/CUPOM-[0-9A-F]{10}/);
    const choices = await ctx.t.db
      .select()
      .from(s.pesquisaEscolha)
      .where(eq(s.pesquisaEscolha.usuarioId, m.id));
    expect(choices).toHaveLength(3);
    // The lap stays closed on a reload, until he answers in the next lap.
    expect((await as('GET')).json()).toMatchObject({ fase: 1, faseEncerrada: true });
    expect((await as('POST', answer(2))).json()).toMatchObject({ fase: 2, faseEncerrada: true });
  });

  it('ends after the fourth lap with every reward and no question', async () => {
    const { as } = await member();
    await as('POST', answer(0));
    await as('POST', answer(1));
    for (const i of [2, 3, 4]) await as('POST', answer(i));
    const done = (await as('GET')).json();
    expect(done).toEqual({
      idPesquisa: ctx.survey.survey.id,
      fase: 4,
      faseEncerrada: true,
      pergunta: null,
    });
    const again = await as('POST', answer(4));
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe(conteudoPtBr.pesquisaConcluida);
    expect(recompensaDaFase(4)?.mensagem).toContain('grande final');
    expect(recompensaDaFase(0)).toBeUndefined();
  });

  it('a multiple-answer question needs at least one option', async () => {
    const { as } = await member();
    await as('POST', answer(0));
    const res = await as('POST', answer(1, []));
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe('Selecione pelo menos uma opção antes de continuar.');
  });

  it('a single-answer question takes exactly one option', async () => {
    const { as } = await member();
    const res = await as('POST', answer(0, question(0).opcoes.slice(0, 2)));
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe(conteudoPtBr.selecioneApenasUma);
    expect((await as('GET')).json().pergunta.idPesquisaPergunta).toBe(question(0).id);
  });

  it('refuses a question that is not his current one', async () => {
    const { as } = await member();
    const ahead = await as('POST', answer(1));
    expect(ahead.statusCode).toBe(400);
    expect(ahead.json().detail).toBe(conteudoPtBr.perguntaInvalida);
    await as('POST', answer(0));
    const again = await as('POST', answer(0));
    expect(again.statusCode).toBe(400);
    expect(again.json().detail).toBe(conteudoPtBr.perguntaInvalida);
  });

  it('refuses an option of another question', async () => {
    const { as } = await member();
    const res = await as('POST', answer(0, [question(2).opcoes[0]]));
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe(conteudoPtBr.respostaInvalida);
  });

  it('answers the same question only once when two requests race', async () => {
    const { m, as } = await member();
    const results = await Promise.all([as('POST', answer(0)), as('POST', answer(0))]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    const rows = await ctx.t.db
      .select()
      .from(s.pesquisaRespondida)
      .where(eq(s.pesquisaRespondida.usuarioId, m.id));
    expect(rows).toHaveLength(1);
  });
});
