import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { getLocalVotes, setLocalVotes } from '../../../lib/club/local-votes.ts';
import { signInForTest } from '../../../testing/member-session.ts';
import { libHandlers } from '../../../testing/handlers.ts';
import { perfil } from '../../../testing/perfil.ts';
import { installRuntimeConfig } from '../../../testing/runtime-config.ts';
import { fanpush } from '../testing/fixtures.ts';
import { fanpushHandlers } from '../testing/handlers.ts';
import { confirmed, picks, renderVote } from '../testing/render-vote.tsx';
import { clubePtBr } from '@stockcar/shared/locales/clube/pt-br';

beforeEach(async () => {
  await installRuntimeConfig();
  signInForTest();
});

describe('vote page states (fan-club.md §4, §8)', () => {
  it('says the fanpush is unavailable when the vote is not open', async () => {
    renderVote(fanpushHandlers.getFanpush({ fanpush: fanpush({ fanpushAberto: false }) }));
    expect(await screen.findByText('O Fanpush não está disponível no momento.')).toBeTruthy();
  });

  it('shows the confirmed picks once voted, and forgets stale local votes', async () => {
    setLocalVotes(12, picks);
    renderVote(fanpushHandlers.getFanpush(confirmed));
    expect(await screen.findByText('Seus pilotos nesta etapa')).toBeTruthy();
    expect(screen.getAllByText(/^Piloto [123]$/)).toHaveLength(3);
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(getLocalVotes()).toBeUndefined();
  });

  it('prompts a member without an active phone to update the profile', async () => {
    renderVote(libHandlers.getPerfil({ perfil: perfil({ celularAtivo: false }) }));
    const link = await screen.findByRole('link', { name: 'Atualizar perfil' });
    expect(link.getAttribute('href')).toBe('/stockclub/meu-perfil?phone=true');
  });

  it("says 'Não há pilotos cadastrados nesse Fanpush' without drivers", async () => {
    renderVote(fanpushHandlers.getFanpush({ fanpush: fanpush({ listaPilotos: [] }) }));
    expect(await screen.findByText(clubePtBr.semPilotosFanpush)).toBeTruthy();
  });

  it('sends a member who has not accepted the flow to the pre-vote', async () => {
    renderVote(libHandlers.getPerfil({ perfil: perfil({ aceitaFluxoFanpush: false }) }));
    expect(await screen.findByText('pré-votação')).toBeTruthy();
  });
});
