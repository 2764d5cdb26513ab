import { setAccessToken } from '../lib/access-token.ts';
import { signIn } from '../lib/session.ts';

export const TEST_MEMBER = {
  idUsuario: 42,
  name: 'Ana',
  sobrenome: 'Souza',
  email: 'ana@example.com',
  cpf: '123',
  foto: 'aGVsbG8=',
  cadastroCompleto: true,
};

/** A member signed in on this tab: the stored record plus an access token in memory. */
export function signInForTest(accessToken = 'jwt', member = TEST_MEMBER): void {
  setAccessToken({ accessToken, expiresIn: 900 });
  signIn(member);
}
