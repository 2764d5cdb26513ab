import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { signInForTest } from '../../../testing/member-session.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { installRuntimeConfig } from '../../../testing/runtime-config.ts';
import { StartQuiz } from './start-quiz.tsx';

beforeEach(async () => {
  await installRuntimeConfig();
});

describe('/start-quiz', () => {
  it('leads a member with a cpf to the quiz', () => {
    signInForTest();
    renderWithProviders(<StartQuiz categoria="proseries" login={null} />);
    expect(screen.getByRole('link', { name: 'Começar o quiz' }).getAttribute('href')).toBe(
      '/stockcar/proseries/hall-of-fame/stock-quiz',
    );
  });

  it('shows a visitor the login form instead', () => {
    renderWithProviders(<StartQuiz categoria="proseries" login={<form aria-label="login" />} />);
    expect(screen.getByRole('form', { name: 'login' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Começar o quiz' })).toBeNull();
  });
});
