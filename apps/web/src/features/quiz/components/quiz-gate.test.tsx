import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { signInForTest, TEST_MEMBER } from '../../../testing/member-session.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { installRuntimeConfig } from '../../../testing/runtime-config.ts';
import { QuizGate } from './quiz-gate.tsx';
import { quizPtBr } from '@stockcar/shared/locales/quiz/pt-br';

beforeEach(async () => {
  await installRuntimeConfig();
});

describe('the quiz gate (fan-club.md §2, §6)', () => {
  it('shows a visitor the login form it is given, in place', () => {
    renderWithProviders(<QuizGate login={<form aria-label="login" />}>quiz</QuizGate>);
    expect(screen.getByRole('form', { name: 'login' })).toBeTruthy();
    expect(screen.queryByText('quiz')).toBeNull();
  });

  it('keeps a member without cpf out', () => {
    signInForTest('jwt', { ...TEST_MEMBER, cpf: '' });
    renderWithProviders(<QuizGate login={<form aria-label="login" />}>quiz</QuizGate>);
    expect(screen.getByText(quizPtBr.semCpf)).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'login' })).toBeNull();
    expect(screen.queryByText('quiz')).toBeNull();
  });

  it('lets a member with a cpf in', () => {
    signInForTest();
    renderWithProviders(<QuizGate login={<form aria-label="login" />}>quiz</QuizGate>);
    expect(screen.getByText('quiz')).toBeTruthy();
  });
});
