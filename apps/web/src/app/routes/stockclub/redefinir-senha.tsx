import { useSearchParams } from 'react-router';
import { Link } from '../../../components/link.tsx';
import { HashSchema } from '@stockcar/shared/schemas/clube/registro';
import { Notice } from '../../../components/notice.tsx';
import { paths } from '../../../config/paths.ts';
import { ResetPasswordForm } from '../../../features/conta/components/reset-password-form.tsx';
import { CLUBE_NS, CONTA_NS } from '../../../lib/club-i18n.ts';
import { useTranslation } from '../../../lib/i18n.ts';

const isLinkSecret = (value: string | null): value is string =>
  value !== null && HashSchema.safeParse({ hash: value }).success;

/** `/stockclub/redefinir-senha` (fan-club.md §2, §4): `h` hash and `c` code of the e-mail. */
export default function RedefinirSenhaPage() {
  const { t } = useTranslation(CLUBE_NS);
  const { t: conta } = useTranslation(CONTA_NS);
  const [params] = useSearchParams();
  const h = params.get('h');
  const c = params.get('c');
  const hasLink = h !== null || c !== null;
  return (
    <section className="stockclub__panel">
      <h1 className="display stockclub__title">{conta('paginas.redefinir.titulo')}</h1>
      {isLinkSecret(h) && isLinkSecret(c) ? (
        <>
          <p className="stockclub__lead">{conta('paginas.redefinir.lead')}</p>
          <ResetPasswordForm hash={h} code={c} />
        </>
      ) : (
        <>
          {/* A cut or altered link could never be sent: say so instead of a dead form. */}
          {hasLink && <Notice variant="danger">{t('linkInvalido')}</Notice>}
          <p className="stockclub__lead">{conta('paginas.redefinir.semLink')}</p>
          <p className="stockclub__lead">{conta('paginas.redefinir.abrirLink')}</p>
          <Link className="button" to={paths.stockclub.esqueciSenha}>
            {conta('paginas.redefinir.esqueci')}
          </Link>
        </>
      )}
    </section>
  );
}
