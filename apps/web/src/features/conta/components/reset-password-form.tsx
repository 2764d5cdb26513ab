import { useMutation } from '@tanstack/react-query';
import { AccountForm } from './account-form.tsx';
import { Link } from 'react-router';
import { ResetarSenhaSchema } from '@stockcar/shared/schemas/clube/registro';
import {
  strengthBlocksSubmit,
  usePasswordStrength,
} from '../../../components/form/use-password-strength.ts';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import { useTimedNotice } from '../../../components/form/use-timed-notice.ts';
import { paths } from '../../../config/paths.ts';
import { resetarSenha } from '../api/resetar-senha.ts';
import { resetFailureText } from '../utils/failure-texts.ts';
import { NewPasswordFields } from './new-password-fields.tsx';
import { SubmitRow } from './submit-row.tsx';
import './account.css';
import { clubeT } from '../../../lib/club-i18n.ts';

/** The reset link's form (fan-club.md §4): a new password with the link's hash and code. */
export function ResetPasswordForm({ hash, code }: { hash: string; code: string }) {
  const form = useSchemaForm(ResetarSenhaSchema, {
    password: '',
    confirmPassword: '',
    hash,
    code,
  });
  // The link's member is unknown here: the server counts their own words on submit.
  const strength = usePasswordStrength(form.values.password);
  const notice = useTimedNotice();
  const mutation = useMutation({
    mutationFn: resetarSenha,
    onMutate: () => notice.hide(),
    onError: (error) => notice.show(resetFailureText(error)),
  });
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
    <AccountForm
      failure={notice.message}
      onSubmit={() => {
        if (form.data && !strengthBlocksSubmit(strength) && !mutation.isPending) {
          mutation.mutate(form.data);
        }
      }}
    >
      <NewPasswordFields
        password={form.values.password}
        strength={strength}
        confirmation={form.values.confirmPassword}
        onPassword={(value) => form.set('password', value)}
        onConfirmation={(value) => form.set('confirmPassword', value)}
      />
      <SubmitRow
        label="Redefinir senha"
        valid={form.valid && !strengthBlocksSubmit(strength)}
        sending={mutation.isPending}
      />
      <Link className="account__link" to={paths.stockclub.esqueciSenha}>
        O link expirou? Peça um novo
      </Link>
    </AccountForm>
  );
}
