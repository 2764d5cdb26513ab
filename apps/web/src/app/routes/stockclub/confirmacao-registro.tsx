import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { ActivationPanel } from '../../../features/conta/components/activation-panel.tsx';
import { decodeBase64 } from '../../../lib/base64.ts';

/**
 * `/stockclub/confirmacao-registro` and `/stockclub/ativacao-conta` (fan-club.md §2, §4):
 * `hash` activates the account, `resp` is the guardian's authorisation, `u` the member's
 * e-mail in base64.
 */
export default function ConfirmacaoRegistroPage() {
  const [params] = useSearchParams();
  const hash = params.get('hash');
  const resp = params.get('resp');
  const u = params.get('u');
  const linkEmail = u ? decodeBase64(u) : undefined;
  const secret = hash ?? resp;
  return (
    <section className="stockclub__panel">
      {secret ? (
        // The key gives another link (the same tab, a new query) a fresh single call.
        <ActivationPanel
          key={secret}
          kind={hash ? 'ativacao' : 'responsavel'}
          hash={secret}
          linkEmail={linkEmail}
        />
      ) : (
        <>
          <h1 className="display stockclub__title">Ativação da conta</h1>
          <p className="stockclub__lead">
            Para ativar a sua conta do Stock Club, abra o link que enviamos para o seu e-mail depois
            do cadastro. Menores de 18 anos precisam também da autorização do responsável, que
            recebe um link próprio.
          </p>
          <p className="stockclub__lead">
            Não encontrou o e-mail ou o link expirou? Entre com o seu e-mail e senha: enviaremos um
            novo link de ativação.
          </p>
          <Link className="button" to={paths.stockclub.login}>
            Ir para o login
          </Link>
        </>
      )}
    </section>
  );
}
