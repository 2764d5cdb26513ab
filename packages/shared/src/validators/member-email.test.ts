import { describe, expect, it } from 'vitest';
import { isMemberEmail, memberEmailField, normalizeEmail, sameEmail } from './member-email.ts';

describe('club e-mail (fan-club.md §5)', () => {
  it.each(['ana@exemplo.com.br', 'a.b-c@x.io', ' Ana@Exemplo.com '])('accepts %s', (e) => {
    expect(isMemberEmail(e)).toBe(true);
    expect(memberEmailField.safeParse(e).success).toBe(true);
  });

  it.each(['ana+clube@exemplo.com', 'ana.exemplo.com', '@exemplo.com', 'ana@', 'a na@x.com', ''])(
    'refuses %s',
    (e) => {
      expect(isMemberEmail(e)).toBe(false);
      const r = memberEmailField.safeParse(e);
      expect(r.success ? '' : r.error.issues[0]?.message).toBe('E-mail inválido');
    },
  );

  it('compares and keys e-mails without case or spaces', () => {
    expect(normalizeEmail(' Ana@Exemplo.COM ')).toBe('ana@exemplo.com');
    expect(sameEmail('Ana@x.com', 'ana@X.com ')).toBe(true);
    expect(sameEmail('ana@x.com', 'ana2@x.com')).toBe(false);
  });
});
