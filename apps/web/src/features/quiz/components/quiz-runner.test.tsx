import { act, fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Quiz, QuizRespondido } from '@stockcar/shared/schemas/quiz';
import { signInForTest } from '../../../testing/member-session.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { installRuntimeConfig } from '../../../testing/runtime-config.ts';
import { NETWORK_FAILURE, spyOnFetch } from '../../../testing/fake-api.ts';
import { server } from '../../../testing/msw.ts';
import { quizHandlers } from '../testing/handlers.ts';
import { QuizRunner } from './quiz-runner.tsx';

const question = (n: number) => ({
  descricao: `Pergunta ${n}?`,
  idPesquisaPergunta: n,
  respostas: ['A', 'B', 'C'].map((letter, i) => ({
    descricao: `${letter}${n}`,
    idPesquisaPergunta: n,
    idPesquisaPerguntaResposta: n * 10 + i,
  })),
});

const state = (atual: number, corretas: number, total = 10): Quiz => ({
  idPesquisa: 1,
  perguntaAtual: atual,
  totalPerguntas: total,
  respostasCorretas: corretas,
  pergunta: question(atual),
  faseEncerrada: null,
});

/** Answers every `POST Quiz` with `next` and the right answer's id; the calls recorded. */
function answer(next: Quiz, respostaCorreta: number) {
  const reply: QuizRespondido = { ...next, respostaCorreta };
  server.use(quizHandlers.answerQuiz(reply));
  return spyOnFetch();
}

/** Lets the stubbed call settle without running the 1 s timer. */
const settle = () => act(() => vi.advanceTimersByTimeAsync(10));

beforeEach(async () => {
  await installRuntimeConfig();
  signInForTest();
  // The runner fetches the result tiers while the fan plays: none set in the console.
  server.use(quizHandlers.getQuizTiers([]));
});

describe('the quiz run (fan-club.md §4)', () => {
  it("shows 'X de Y', locks the answers, marks them and moves on after 1 s", async () => {
    vi.useFakeTimers();
    const fetchMock = answer(state(4, 3), 31);
    renderWithProviders(<QuizRunner initial={state(3, 2)} />);
    expect(screen.getByText('3 de 10')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'B3' }));
    expect(screen.getByRole('button', { name: /A3/ })).toHaveProperty('disabled', true);
    await settle();
    const posted = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(posted?.[1]?.body))).toEqual({
      idPesquisa: 1,
      idPesquisaPergunta: 3,
      idRespostas: [31],
    });
    expect(screen.getByRole('button', { name: 'B3 (Resposta certa)' })).toBeTruthy();
    expect(screen.getByText('Pergunta 3?')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(980));
    expect(screen.getByText('Pergunta 3?')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(20));
    expect(screen.getByText('Pergunta 4?')).toBeTruthy();
    expect(screen.getByText('4 de 10')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'A4' })).toHaveProperty('disabled', false);
  });

  it('marks a wrong choice and shows the right one', async () => {
    vi.useFakeTimers();
    answer(state(2, 0), 11);
    renderWithProviders(<QuizRunner initial={state(1, 0)} />);
    fireEvent.click(screen.getByRole('button', { name: 'C1' }));
    await settle();
    expect(screen.getByRole('button', { name: 'C1 (Resposta errada)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'B1 (Resposta certa)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'A1' })).toBeTruthy();
  });

  it('ends on the result with the count and the tier image', async () => {
    vi.useFakeTimers();
    const done: Quiz = { ...state(10, 8), pergunta: null, faseEncerrada: 'Você concluiu!' };
    answer(done, 101);
    renderWithProviders(<QuizRunner initial={state(10, 7)} />);
    fireEvent.click(screen.getByRole('button', { name: 'B10' }));
    await act(() => vi.advanceTimersByTimeAsync(1010));
    await settle();
    expect(screen.getByText('Você acertou 8 de 10 perguntas.')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Nível 3: Lenda da Stock Car' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Compartilhar' }));
    const steps = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(steps).toHaveLength(4);
    expect(steps[0]).toMatch(/^Passo 1:/);
    expect(screen.getByRole('button', { name: 'Baixar imagem' })).toBeTruthy();
  });

  it('shows the tier the club staff set in the console for the score', async () => {
    vi.useFakeTimers();
    server.use(
      quizHandlers.getQuizTiers([
        { minimoAcertos: 0, titulo: 'Estreante', texto: 'Continue tentando.', cor: '#111111' },
        { minimoAcertos: 7, titulo: 'Fera da pista', texto: 'Mandou bem.', cor: '#222222' },
      ]),
    );
    const done: Quiz = { ...state(10, 8), pergunta: null };
    renderWithProviders(<QuizRunner initial={done} />);
    expect(screen.getByText('Calculando o seu resultado…')).toBeTruthy();
    await settle();
    expect(screen.getByRole('img', { name: 'Nível 2: Fera da pista' })).toBeTruthy();
    expect(screen.getByText('Mandou bem.')).toBeTruthy();
  });

  it("still shows the result with the site's own tiers when the tiers call fails", async () => {
    vi.useFakeTimers();
    server.use(quizHandlers.getQuizTiers(NETWORK_FAILURE));
    renderWithProviders(<QuizRunner initial={{ ...state(10, 4), pergunta: null }} />);
    await settle();
    expect(screen.getByRole('img', { name: 'Nível 1: Piloto de Kart' })).toBeTruthy();
  });
});
