import { act, fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getUser } from '../../../lib/session.ts';
import { signInForTest } from '../../../testing/member-session.ts';
import { perfil } from '../../../testing/perfil.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { installRuntimeConfig } from '../../../testing/runtime-config.ts';
import { spyOnFetch } from '../../../testing/fake-api.ts';
import { libHandlers } from '../../../testing/handlers.ts';
import { server } from '../../../testing/msw.ts';
import { perfilHandlers } from '../testing/handlers.ts';
import { COMPLETION_CLOSE_MS, CompletionModal } from './completion-modal.tsx';
import { clubePtBr } from '@stockcar/shared/locales/clube/pt-br';

const incomplete = perfil({ cadastroCompleto: false, name: 'Bruno', genero: '' });

beforeEach(async () => {
  await installRuntimeConfig();
  signInForTest();
});

describe('profile-completion modal (fan-club.md §4, §5)', () => {
  it('cannot be closed, and Enviar waits for every field with the hint', () => {
    renderWithProviders(<CompletionModal perfil={incomplete} onDone={vi.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'Complete seu cadastro' });
    expect(screen.queryByRole('button', { name: /fechar/i })).toBeNull();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(dialog.isConnected).toBe(true);
    expect(screen.getByRole('button', { name: 'Enviar' })).toHaveProperty('disabled', true);
    expect(screen.getByText(clubePtBr.preenchaTodos)).toBeTruthy();
  });

  it('saves with PUT /Perfil, says so, and closes 3 s later', async () => {
    const saved = { ...incomplete, genero: 'Masculino', cadastroCompleto: true };
    server.use(
      perfilHandlers.completePerfil({
        perfil: saved,
        mensagem: clubePtBr.atualizacaoSucesso,
        pendenteAtivacao: false,
      }),
    );
    const fetchMock = spyOnFetch();
    const onDone = vi.fn();
    renderWithProviders(<CompletionModal perfil={incomplete} onDone={onDone} />);
    fireEvent.change(screen.getByRole('combobox', { name: /Gênero/ }), {
      target: { value: 'Masculino' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: /Confirme o e-mail/ }), {
      target: { value: incomplete.email },
    });
    const send = screen.getByRole('button', { name: 'Enviar' });
    expect(send).toHaveProperty('disabled', false);

    vi.useFakeTimers();
    fireEvent.click(send);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/v1/Perfil',
      expect.objectContaining({ method: 'PUT' }),
    );
    expect(screen.getByRole('status').textContent).toBe(clubePtBr.atualizacaoSucesso);
    expect(onDone).not.toHaveBeenCalled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(COMPLETION_CLOSE_MS);
    });
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(getUser().cadastroCompleto).toBe(true);
  });

  it('fills the address from the CEP, leaving it editable', async () => {
    server.use(
      libHandlers.getCep('20040020', {
        cep: '20040-020',
        logradouro: 'Avenida Rio Branco',
        bairro: 'Centro',
        localidade: 'Rio de Janeiro',
        uf: 'RJ',
      }),
    );
    const fetchMock = spyOnFetch();
    renderWithProviders(<CompletionModal perfil={incomplete} onDone={vi.fn()} />);
    fireEvent.change(screen.getByRole('textbox', { name: /^CEP/ }), {
      target: { value: '20040020' },
    });
    expect(await screen.findByDisplayValue('Avenida Rio Branco')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledWith(
      expect.stringContaining('/api/v1/Cep/20040020'),
      expect.anything(),
    );
    expect(screen.getByRole('textbox', { name: /^Cidade/ })).toHaveProperty(
      'value',
      'Rio de Janeiro',
    );
    expect(screen.getByRole('combobox', { name: /^UF/ })).toHaveProperty('value', 'RJ');
  });
});
