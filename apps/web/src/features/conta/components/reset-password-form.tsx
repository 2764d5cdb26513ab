import { useWatch } from 'react-hook-form';
import { Link } from '../../../components/link.tsx';
import { ResetarSenhaSchema } from '@stockcar/shared/schemas/clube/registro';
import {
  strengthBlocksSubmit,
  usePasswordStrength,
} from '../../../components/form/use-password-strength.ts';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { paths } from '../../../config/paths.ts';
import { useResetarSenha } from '../api/resetar-senha.ts';
import { resetFailureText } from '../utils/failure-texts.ts';
import { AccountForm } from './account-form.tsx';
import { NewPasswordFields } from './new-password-fields.tsx';
import { SubmitRow } from './submit-row.tsx';
import './account.css';
import { CONTA_NS, clubeT } from '../../../lib/club-i18n.ts';
import { useTranslation } from '../../../lib/i18n.ts';

/** The reset link's form (fan-club.md §4): a new password with the link's hash and code. */
export function ResetPasswordForm({ hash, code }: { hash: string; code: string }) {
  const { t } = useTranslation(CONTA_NS);
  const { form, valid } = useZodForm(ResetarSenhaSchema, {
    password: '',
    confirmPassword: '',
    hash,
    code,
  });
  // The link's member is unknown here: the server counts their own words on submit.
  const strength = usePasswordStrength(useWatch({ control: form.control, name: 'password' }));
  const ready = valid && !strengthBlocksSubmit(strength);
  const mutation = useResetarSenha();
  if (mutation.isSuccess) {
    return (
      <div className="account" aria-live="polite">
        <p className="stockclub__lead">{clubeT('senhaRedefinida')}</p>
        <div className="account__actions">
          <Link className="button" to={paths.stockclub.login}>
            {clubeT('acessarConta')}
          </Link>
        </div>
      </div>
    );
  }
  return (
    <AccountForm form={form} ready={ready} send={mutation} failureText={resetFailureText}>
      <NewPasswordFields
        control={form.control}
        names={['password', 'confirmPassword']}
        strength={strength}
      />
      <SubmitRow label={t('senha.redefinir')} valid={ready} sending={mutation.isPending} />
      <Link className="account__link" to={paths.stockclub.esqueciSenha}>
        {t('senha.linkExpirou')}
      </Link>
    </AccountForm>
  );
}
