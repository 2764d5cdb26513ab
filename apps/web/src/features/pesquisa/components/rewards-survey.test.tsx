import { act, fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  PESQUISA_RECOMPENSAS,
  type PesquisaEstado,
  type PesquisaPergunta,
} from '@stockcar/shared/schemas/clube-conteudo';
import { signInForTest } from '../../../testing/member-session.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { installRuntimeConfig } from '../../../testing/runtime-config.ts';
import { problem } from '../../../testing/fake-api.ts';
import { recordRequests } from '../../../testing/sent-requests.ts';
import { server } from '../../../testing/msw.ts';
import { pesquisaHandlers } from '../testing/handlers.ts';
import { RewardsSurvey } from './rewards-survey.tsx';

const question = (id: number, multiplaResposta = false): PesquisaPergunta => ({
  descricao: `Pergunta ${id}`,
  idPesquisaPergunta: id,
  multiplaResposta,
  respostas: [1, 2, 3].map((n) => ({
    idPesquisaPerguntaResposta: id * 10 + n,
    descricao: `Opção ${id}.${n}`,
  })),
});
const estado = (over: Partial<PesquisaEstado>): PesquisaEstado => ({
  idPesquisa: 7,
  fase: 0,
  faseEncerrada: false,
  pergunta: question(1),
  ...over,
});
const settle = () =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });

beforeEach(async () => {
  await installRuntimeConfig();
  signInForTest();
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

async function startSurvey() {
  fireEvent.click(await screen.findByRole('button', { name: 'Quero participar' }));
  fireEvent.click(screen.getByRole('button', { name: 'Começar a pesquisa' }));
}

describe('rewards survey (fan-club.md §4, §5, §9)', () => {
  it('shows the intro, then one question at a time, and remembers the start', async () => {
    server.use(pesquisaHandlers.getPesquisa(estado({})));
    const first = renderWithProviders(<RewardsSurvey />);
    expect(await screen.findByText(/São 4 voltas/)).toBeTruthy();
    expect(screen.queryByText('Pergunta 1')).toBeNull();
    await startSurvey();
    expect(screen.getByText('Pergunta 1')).toBeTruthy();
    expect(screen.getAllByRole('radio')).toHaveLength(3);
    expect(screen.getByText('Volta 1 de 4')).toBeTruthy();
    first.unmount();
    // A new visit goes straight to the question: the start is kept locally.
    renderWithProviders(<RewardsSurvey />);
    expect(await screen.findByText('Pergunta 1')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Quero participar' })).toBeNull();
  });

  it('asks for at least one option on a multiple-answer question before sending', async () => {
    server.use(
      pesquisaHandlers.getPesquisa(estado({ pergunta: question(2, true) })),
      pesquisaHandlers.answerPesquisa(estado({ pergunta: question(3) })),
    );
    const calls = recordRequests();
    renderWithProviders(<RewardsSurvey />);
    await startSurvey();
    expect(screen.getAllByRole('checkbox')).toHaveLength(3);
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(screen.getByText('Selecione pelo menos uma opção antes de continuar.')).toBeTruthy();
    expect(calls.filter((c) => c.key.startsWith('POST'))).toHaveLength(0);
    fireEvent.click(screen.getByLabelText('Opção 2.1'));
    fireEvent.click(screen.getByLabelText('Opção 2.3'));
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    await settle();
    expect(calls.at(-1)).toMatchObject({
      key: 'POST /PesquisaEnriquecimento',
      body: { idPesquisa: 7, idPesquisaPergunta: 2, idRespostas: [21, 23] },
    });
    expect(await screen.findByText('Pergunta 3')).toBeTruthy();
  });

  it.each([1, 2, 3, 4])('shows the reward of lap %i when the lap closes', async (fase) => {
    const next = fase < 4 ? question(9) : null;
    server.use(
      pesquisaHandlers.getPesquisa(estado({ fase: fase - 1 })),
      pesquisaHandlers.answerPesquisa(estado({ fase, faseEncerrada: true, pergunta: next })),
    );
    localStorage.setItem('pesquisaIniciada:42', '1');
    renderWithProviders(<RewardsSurvey />);
    fireEvent.click(await screen.findByLabelText('Opção 1.2'));
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    const reward = PESQUISA_RECOMPENSAS[fase - 1]?.mensagem ?? '';
    expect(await screen.findByText(reward)).toBeTruthy();
    if (next) {
      fireEvent.click(screen.getByRole('button', { name: `Continuar para a ${fase + 1}ª volta` }));
      expect(screen.getByText('Pergunta 9')).toBeTruthy();
    } else {
      expect(screen.getByText(/concluiu todas as voltas/)).toBeTruthy();
    }
  });

  it('is hidden entirely when the server errors', async () => {
    server.use(pesquisaHandlers.getPesquisa(problem(500, 'Erro interno')));
    const { container } = renderWithProviders(<RewardsSurvey />);
    await settle();
    await settle();
    expect(container.innerHTML).toBe('');
  });

  it('is hidden when an answer fails on the server, but shows a refusal', async () => {
    server.use(
      pesquisaHandlers.getPesquisa(estado({})),
      pesquisaHandlers.answerPesquisa(
        problem(400, 'Resposta inválida para esta pergunta.'),
        problem(502, 'x'),
      ),
    );
    localStorage.setItem('pesquisaIniciada:42', '1');
    const { container } = renderWithProviders(<RewardsSurvey />);
    fireEvent.click(await screen.findByLabelText('Opção 1.1'));
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText('Resposta inválida para esta pergunta.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    await settle();
    await settle();
    expect(container.innerHTML).toBe('');
  });
});
