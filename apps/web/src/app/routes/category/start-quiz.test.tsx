import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { LoginForm } from '../../../features/autenticacao/components/login-form.tsx';
import { autenticacaoHandlers } from '../../../features/autenticacao/testing/handlers.ts';
import { StartQuiz } from '../../../features/quiz/components/start-quiz.tsx';
import { perfil } from '../../../testing/perfil.ts';
import { libHandlers } from '../../../testing/handlers.ts';
import { server } from '../../../testing/msw.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { installRuntimeConfig } from '../../../testing/runtime-config.ts';

beforeEach(() => installRuntimeConfig());

describe('the quiz without a cpf shows the login form (fan-club.md §2)', () => {
  it('signs a visitor in on the spot and opens the way to the quiz', async () => {
    server.use(
      autenticacaoHandlers.login({ accessToken: 'jwt-quiz', expiresIn: 900 }),
      libHandlers.getPerfil({ perfil: perfil() }),
    );
    renderWithProviders(
      <StartQuiz categoria="proseries" login={<LoginForm stayOnPage />} />,
      '/stockcar/proseries/start-quiz',
    );
    await userEvent.type(screen.getByLabelText('E-mail'), 'ana@example.com');
    await userEvent.type(screen.getByLabelText('Senha'), 'Piloto#Veloz2024');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Começar o quiz' }).getAttribute('href')).toBe(
        '/stockcar/proseries/hall-of-fame/stock-quiz',
      ),
    );
    expect(screen.queryByLabelText('Senha')).toBeNull();
  });
});
