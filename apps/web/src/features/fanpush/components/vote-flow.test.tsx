import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { solveCaptcha } from '../../../lib/club/captcha.ts';
import { getLocalVotes, setLocalVotes } from '../../../lib/club/local-votes.ts';
import { signInForTest } from '../../../testing/member-session.ts';
import { installRuntimeConfig } from '../../../testing/runtime-config.ts';
import { problem, reply } from '../../../testing/fake-api.ts';
import { fanpushHandlers } from '../testing/handlers.ts';
import {
  card,
  confirmButton,
  confirmed,
  picks,
  renderVote,
  sent,
  typeToken,
} from '../testing/render-vote.tsx';
import { MAX_PICKS_WARNING } from '../utils/picker.ts';
import { clubePtBr } from '@stockcar/shared/locales/clube/pt-br';

vi.mock('../../../lib/club/captcha.ts', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  solveCaptcha: vi.fn(),
}));

beforeEach(async () => {
  await installRuntimeConfig();
  signInForTest();
  vi.mocked(solveCaptcha).mockReset();
});

describe('fan vote picker (fan-club.md §4, §5)', () => {
  it('counts picks, warns at a fourth and enables confirm only at 3', async () => {
    renderVote();
    await screen.findByText('0 de 3 pilotos selecionados');
    expect(confirmButton()).toHaveProperty('disabled', true);
    fireEvent.click(card(1));
    fireEvent.click(card(2));
    expect(screen.getByText('2 de 3 pilotos selecionados')).toBeTruthy();
    expect(confirmButton()).toHaveProperty('disabled', true);
    expect(screen.queryByText(clubePtBr.tresPilotos)).toBeNull();
    fireEvent.click(card(3));
    expect(screen.getByText(clubePtBr.tresPilotos)).toBeTruthy();
    expect(confirmButton()).toHaveProperty('disabled', false);
    fireEvent.click(card(4));
    expect(screen.getByRole('alert').textContent).toBe(MAX_PICKS_WARNING);
    expect(card(4)).toHaveProperty('checked', false);
    expect(screen.getByText('3 de 3 pilotos selecionados')).toBeTruthy();
    fireEvent.click(card(3));
    expect(confirmButton()).toHaveProperty('disabled', true);
  });
});

describe('confirm, captcha and token (fan-club.md §4)', () => {
  it('re-runs the captcha after a failed vote, then keeps the picks in votosLocais', async () => {
    vi.mocked(solveCaptcha).mockResolvedValueOnce('cap-1').mockResolvedValueOnce('cap-2');
    const calls = renderVote(
      fanpushHandlers.sendVoto(problem(400, clubePtBr.captchaInvalido), sent),
    );
    await screen.findByText('0 de 3 pilotos selecionados');
    [1, 2, 3].forEach((n) => fireEvent.click(card(n)));
    fireEvent.click(confirmButton());
    const dialog = screen.getByRole('dialog', { name: 'Confirme seus votos' });
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['1 Piloto 1', '2 Piloto 2', '3 Piloto 3']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Votar' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(clubePtBr.captchaInvalido);
    expect(getLocalVotes()).toBeUndefined();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Votar' }));
    await screen.findByRole('dialog', { name: 'Confirme seu voto' });
    expect(solveCaptcha).toHaveBeenCalledTimes(2);
    const votes = calls.filter((call) => call.key === 'POST /Fanpush').map((call) => call.body);
    expect(votes).toEqual([
      { captcha: 'cap-1', idEtapaFanpush: 12, piloto: picks },
      { captcha: 'cap-2', idEtapaFanpush: 12, piloto: picks },
    ]);
    expect(getLocalVotes()).toEqual({ idEtapaFanpush: 12, pilotos: picks });
    expect(screen.getByText(clubePtBr.tokenEnviado)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reenviar token em 120 s' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('reopens the token step from votosLocais, shows a token failure, then confirms', async () => {
    setLocalVotes(12, picks);
    const calls = renderVote(fanpushHandlers.confirmToken(reply(502, {}), confirmed));
    expect(await screen.findByRole('dialog', { name: 'Confirme seu voto' })).toBeTruthy();
    expect(screen.getByText('Piloto 1, Piloto 2, Piloto 3')).toBeTruthy();
    await typeToken('123456');
    expect((await screen.findByRole('alert')).textContent).toBe(clubePtBr.tokenFalha);
    expect(getLocalVotes()).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar token' }));
    expect(await screen.findByText(clubePtBr.fanpushVotoConfirmado)).toBeTruthy();
    expect(calls.at(-1)).toMatchObject({
      key: 'POST /Fanpush/token',
      body: { idEtapaFanpush: 12, token: '123456' },
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(localStorage.getItem('votosLocais')).toBeNull();
    expect(screen.getByText('Seus pilotos nesta etapa')).toBeTruthy();
  });

  it("shows the server's text for a refused token and resends on demand", async () => {
    setLocalVotes(12, picks);
    const calls = renderVote(
      fanpushHandlers.confirmToken(problem(400, clubePtBr.codigoInvalido)),
      fanpushHandlers.resendToken(sent),
    );
    await typeToken('000000');
    expect((await screen.findByRole('alert')).textContent).toBe(clubePtBr.codigoInvalido);
    fireEvent.click(screen.getByRole('button', { name: 'Reenviar token' }));
    expect(await screen.findByText(clubePtBr.tokenEnviado)).toBeTruthy();
    expect(calls.at(-1)).toMatchObject({
      key: 'POST /Fanpush/reenvio-token',
      body: { idEtapaFanpush: 12 },
    });
  });

  it('drops the pending picks to choose again', async () => {
    setLocalVotes(12, picks);
    renderVote();
    fireEvent.click(await screen.findByRole('button', { name: 'Escolher outros pilotos' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(getLocalVotes()).toBeUndefined();
    expect(screen.getByText('0 de 3 pilotos selecionados')).toBeTruthy();
  });
});
