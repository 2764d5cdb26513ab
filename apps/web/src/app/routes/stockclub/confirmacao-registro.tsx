import { useSearchParams } from 'react-router';
import { Link } from '../../../components/link.tsx';
import { paths } from '../../../config/paths.ts';
import { ActivationPanel } from '../../../features/conta/components/activation-panel.tsx';
import { decodeBase64 } from '../../../lib/club/base64-decode.ts';
import { CONTA_NS } from '../../../lib/club-i18n.ts';
import { useTranslation } from '../../../lib/i18n.ts';

/**
 * `/stockclub/confirmacao-registro` and `/stockclub/ativacao-conta` (fan-club.md §2, §4):
 * `hash` activates the account, `resp` is the guardian's authorisation, `u` the member's
 * e-mail in base64.
 */
export default function ConfirmacaoRegistroPage() {
  const { t } = useTranslation(CONTA_NS);
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
          <h1 className="display stockclub__title">{t('paginas.confirmacao.titulo')}</h1>
          <p className="stockclub__lead">{t('paginas.confirmacao.semLink')}</p>
          <p className="stockclub__lead">{t('paginas.confirmacao.novoLink')}</p>
          <Link className="button" to={paths.stockclub.login}>
            {t('paginas.confirmacao.irLogin')}
          </Link>
        </>
      )}
    </section>
  );
}
