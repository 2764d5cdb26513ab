import { useMutation } from '@tanstack/react-query';
import { AccountForm } from './account-form.tsx';
import { AtualizarSenhaSchema } from '@stockcar/shared/schemas/clube/registro';
import {
  strengthBlocksSubmit,
  usePasswordStrength,
} from '../../../components/form/use-password-strength.ts';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import { useSession } from '../../../lib/use-session.ts';
import { useTimedNotice } from '../../../components/form/use-timed-notice.ts';
import { atualizarSenha } from '../api/atualizar-senha.ts';
import { updateFailureText } from '../utils/failure-texts.ts';
import { LogoutCountdown } from './logout-countdown.tsx';
import { NewPasswordFields } from './new-password-fields.tsx';
import { PasswordInput } from './password-input.tsx';
import { SubmitRow } from './submit-row.tsx';
import './account.css';
import { clubeT } from '../../../lib/club-i18n.ts';

/** Logout this long after a password update (fan-club.md §9). */
export const UPDATE_LOGOUT_SECONDS = 3;

/** A member changes the password (fan-club.md §4); every session ends, so a new login. */
export function UpdatePasswordForm() {
  const form = useSchemaForm(AtualizarSenhaSchema, {
    oldPassword: '',
    newPassword: '',
    confirmNewPassword: '',
  });
  const { user: member } = useSession();
  const strength = usePasswordStrength(form.values.newPassword, {
    nome: member.name,
    sobrenome: member.sobrenome,
    email: member.email,
    cpf: member.cpf,
  });
  const notice = useTimedNotice();
  const mutation = useMutation({
    mutationFn: atualizarSenha,
    onMutate: () => notice.hide(),
    onError: (error) => notice.show(updateFailureText(error)),
  });
  if (mutation.isSuccess) {
    return (
      <div className="account" aria-live="polite">
        <p className="stockclub__lead">{mutation.data.mensagem || clubeT('atualizacaoSucesso')}</p>
        <LogoutCountdown seconds={UPDATE_LOGOUT_SECONDS} />
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
      <PasswordInput
        label="Senha atual"
        value={form.values.oldPassword}
        onChange={(value) => form.set('oldPassword', value)}
        autoComplete="current-password"
      />
      <NewPasswordFields
        password={form.values.newPassword}
        strength={strength}
        confirmation={form.values.confirmNewPassword}
        onPassword={(value) => form.set('newPassword', value)}
        onConfirmation={(value) => form.set('confirmNewPassword', value)}
      />
      <SubmitRow
        label="Atualizar senha"
        valid={form.valid && !strengthBlocksSubmit(strength)}
        sending={mutation.isPending}
      />
    </AccountForm>
  );
}
