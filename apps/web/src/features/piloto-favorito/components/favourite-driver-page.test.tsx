import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { NOTICE_MS } from '@stockcar/shared/constants';
import { getUser } from '../../../lib/session.ts';
import { signInForTest } from '../../../testing/member-session.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { installRuntimeConfig } from '../../../testing/runtime-config.ts';
import type { z } from 'zod';
import type { PerfilSalvoResponseSchema } from '@stockcar/shared/schemas/clube-perfil';
import { reply, type ApiReply } from '../../../testing/fake-api.ts';
import { libHandlers } from '../../../testing/handlers.ts';
import { server } from '../../../testing/msw.ts';
import { perfil } from '../../../testing/perfil.ts';
import { PILOTOS } from '../testing/fixtures.ts';
import { pilotoFavoritoHandlers } from '../testing/handlers.ts';
import { FavouriteDriverPage } from './favourite-driver-page.tsx';

beforeEach(async () => {
  await installRuntimeConfig();
  signInForTest();
});

const saveButton = () => screen.getByRole('button', { name: 'Salvar' });
const current = () => screen.getByRole('region', { name: 'Seu piloto favorito' });
const RUBENS = perfil({
  pilotoFavorito: {
    id: 11,
    nome: 'Rubens Silva',
    numero: '111',
    imagem: '/img/11.png',
    background: '',
    capacete: '',
    carro3d: '',
  },
});

type SaveAnswer = z.input<typeof PerfilSalvoResponseSchema> | ApiReply;

/** The answers to successive saves, in order (a save beyond them fails, 500); their bodies kept. */
function serveSaves(saves: SaveAnswer[]): unknown[] {
  const posts: unknown[] = [];
  server.use(
    pilotoFavoritoHandlers.savePilotoFavorito(({ body }) => {
      posts.push(body);
      return saves.shift() ?? reply(500, {});
    }),
  );
  return posts;
}

async function renderPage(
  saves: SaveAnswer[] = [{ perfil: RUBENS, mensagem: 'ok', pendenteAtivacao: false }],
) {
  const posts = serveSaves(saves);
  server.use(
    libHandlers.getPerfil({ perfil: perfil() }),
    pilotoFavoritoHandlers.getPilotosClube({ pilotos: PILOTOS }),
  );
  renderWithProviders(<FavouriteDriverPage />);
  await screen.findByRole('radio', { name: /Daniel Silva/ });
  return { posts, user: userEvent.setup() };
}

describe('favourite driver page (fan-club.md §2, §7)', () => {
  it('pre-selects the current favourite and keeps Salvar disabled until another is chosen', async () => {
    const { user } = await renderPage();
    expect(within(current()).getByText('Daniel Silva')).toBeTruthy();
    expect(screen.getByRole('radio', { name: /Daniel Silva/ })).toHaveProperty('checked', true);
    expect(saveButton()).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('radio', { name: /Rubens Silva/ }));
    expect(saveButton()).toHaveProperty('disabled', false);
    await user.click(screen.getByRole('radio', { name: /Daniel Silva/ }));
    expect(saveButton()).toHaveProperty('disabled', true);
  });

  it('posts the profile fields without the photo plus the chosen driver, then shows it on top', async () => {
    const { posts, user } = await renderPage();
    await user.click(screen.getByRole('radio', { name: /Rubens Silva/ }));
    await user.click(saveButton());
    expect(await screen.findByText('Atualização realizada com sucesso')).toBeTruthy();
    expect(posts).toHaveLength(1);
    const body = posts[0] as Record<string, unknown>;
    expect(body).toMatchObject({
      name: 'Ana',
      sobrenome: 'Souza',
      genero: 'Feminino',
      cpf: '529.982.247-25',
      dataNascimento: '10/05/1990',
      email: 'ana@example.com',
      emailConfirm: 'ana@example.com',
      phone: '(11) 98765-4321',
      uf: 'SP',
      estrangeiro: false,
      pilotoFavorito: { id: 11 },
    });
    expect(body).not.toHaveProperty('foto');
    expect(within(current()).getByText('Rubens Silva')).toBeTruthy();
    expect(saveButton()).toHaveProperty('disabled', true);
    expect(getUser()).toMatchObject({ name: 'Ana', pilotoFavorito: { id: 11 } });
  });

  it("shows the server's refusal for 10 s, keeps the choice and links to the profile", async () => {
    const detail = 'Informe o CEP.';
    const { user } = await renderPage([reply(400, { title: 'x', status: 400, detail })]);
    await user.click(screen.getByRole('radio', { name: /Rubens Silva/ }));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await user.click(saveButton());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(detail);
    expect(within(alert).getByRole('link', { name: 'Completar meu perfil' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: /Rubens Silva/ })).toHaveProperty('checked', true);
    expect(within(current()).getByText('Daniel Silva')).toBeTruthy();
    act(() => vi.advanceTimersByTime(NOTICE_MS));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says the generic text when the server fails', async () => {
    const { user } = await renderPage([reply(500, {})]);
    await user.click(screen.getByRole('radio', { name: /Rubens Silva/ }));
    await user.click(saveButton());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Ocorreu um erro ao processar a requisição');
  });

  it('says when there is no driver to choose and when there is no favourite yet', async () => {
    server.use(
      libHandlers.getPerfil({ perfil: perfil({ pilotoFavorito: null }) }),
      pilotoFavoritoHandlers.getPilotosClube({ pilotos: [] }),
    );
    renderWithProviders(<FavouriteDriverPage />);
    expect(await screen.findByText('Nenhum piloto disponível no momento.')).toBeTruthy();
    expect(screen.getByText('Você ainda não escolheu um piloto favorito.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Salvar' })).toBeNull();
  });

  it('offers a retry when the drivers fail to load', async () => {
    // The drivers fail once, then load.
    server.use(
      libHandlers.getPerfil({ perfil: perfil() }),
      pilotoFavoritoHandlers.getPilotosClube(reply(500, {}), { pilotos: PILOTOS }),
    );
    renderWithProviders(<FavouriteDriverPage />);
    const retry = await screen.findByRole('button', { name: 'Tentar novamente' });
    expect(screen.getByRole('alert').textContent).toBe('Ocorreu um erro ao processar a requisição');
    await userEvent.setup().click(retry);
    expect(await screen.findByRole('radio', { name: /Rubens Silva/ })).toBeTruthy();
  });
});
