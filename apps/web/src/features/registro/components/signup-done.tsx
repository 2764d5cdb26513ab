import { Link } from '../../../components/link.tsx';
import { SentState } from '../../../components/form/form-parts.tsx';
import { paths } from '../../../config/paths.ts';
import { useSignupLanguage } from './signup-language.tsx';

export interface SignupResult {
  email: string;
  /** Ages 14 to 17: the guardian must authorise through the link sent to them. */
  aguardandoResponsavel: boolean;
}

/** After the sign-up: check the e-mail to activate (and the guardian's, for minors). */
export function SignupDone({ email, aguardandoResponsavel }: SignupResult) {
  const { t } = useSignupLanguage();
  return (
    <div className="signup__done">
      <SentState
        title={t('done.title')}
        text={t('done.email', { email })}
        back={
          <>
            {aguardandoResponsavel && <p>{t('done.guardian')}</p>}
            <Link className="button" to={paths.stockclub.loginWithEmail(email)}>
              {t('done.login')}
            </Link>
          </>
        }
      />
    </div>
  );
}
