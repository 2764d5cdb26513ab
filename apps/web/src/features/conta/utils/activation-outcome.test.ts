import { describe, expect, it } from 'vitest';
import { activationOutcome } from './activation-outcome.ts';

const user = (over: Partial<Parameters<typeof activationOutcome>[1]> = {}) => ({
  idUsuario: 1,
  name: 'Ana',
  email: 'ana@example.com',
  ativo: true,
  emailConfirmado: true,
  aguardandoResponsavel: false,
  ...over,
});

describe('activationOutcome', () => {
  it('says the account is active, or that the guardian still has to authorise', () => {
    expect(activationOutcome('ativacao', user()).title).toBe('Conta ativada!');
    const waiting = activationOutcome(
      'ativacao',
      user({ ativo: false, aguardandoResponsavel: true }),
    );
    expect(waiting.text).toMatch(/autorização do seu responsável/);
  });

  it('tells the guardian when the member still has to confirm the e-mail', () => {
    const pending = activationOutcome(
      'responsavel',
      user({ ativo: false, emailConfirmado: false }),
    );
    expect(pending.title).toBe('Cadastro autorizado!');
    expect(pending.text).toMatch(/Falta apenas Ana confirmar o próprio e-mail/);
    expect(activationOutcome('responsavel', user()).text).toMatch(/já pode ser acessada/);
  });
});
