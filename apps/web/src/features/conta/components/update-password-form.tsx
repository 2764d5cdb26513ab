import { useWatch } from 'react-hook-form';
import { AtualizarSenhaSchema } from '@stockcar/shared/schemas/clube/registro';
import { PasswordField } from '../../../components/form/password-fields.tsx';
import {
  strengthBlocksSubmit,
  usePasswordStrength,
} from '../../../components/form/use-password-strength.ts';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { useSession } from '../../../lib/use-session.ts';
import { useAtualizarSenha } from '../api/atualizar-senha.ts';
import { updateFailureText } from '../utils/failure-texts.ts';
import { AccountForm } from './account-form.tsx';
import { LogoutCountdown } from './logout-countdown.tsx';
import { NewPasswordFields } from './new-password-fields.tsx';
import { SubmitRow } from './submit-row.tsx';
import './account.css';
import { CONTA_NS, clubeT } from '../../../lib/club-i18n.ts';
import { useTranslation } from '../../../lib/i18n.ts';

/** Logout this long after a password update (fan-club.md §9). */
export const UPDATE_LOGOUT_SECONDS = 3;

/** A member changes the password (fan-club.md §4); every session ends, so a new login. */
export function UpdatePasswordForm() {
  const { t } = useTranslation(CONTA_NS);
  const { form, valid } = useZodForm(AtualizarSenhaSchema, {
    oldPassword: '',
    newPassword: '',
    confirmNewPassword: '',
  });
  const { user: member } = useSession();
  const strength = usePasswordStrength(useWatch({ control: form.control, name: 'newPassword' }), {
    nome: member.name,
    sobrenome: member.sobrenome,
    email: member.email,
    cpf: member.cpf,
  });
  const ready = valid && !strengthBlocksSubmit(strength);
  const mutation = useAtualizarSenha();
  if (mutation.isSuccess) {
    return (
      <div className="account" aria-live="polite">
        <p className="stockclub__lead">{mutation.data.mensagem || clubeT('atualizacaoSucesso')}</p>
        <LogoutCountdown seconds={UPDATE_LOGOUT_SECONDS} />
      </div>
    );
  }
  return (
    <AccountForm form={form} ready={ready} send={mutation} failureText={updateFailureText}>
      <PasswordField
        control={form.control}
        name="oldPassword"
        label={t('senha.atual')}
        autoComplete="current-password"
        // The current password has no rule to show: the server says when it is wrong.
        error={undefined}
      />
      <NewPasswordFields
        control={form.control}
        names={['newPassword', 'confirmNewPassword']}
        strength={strength}
      />
      <SubmitRow label={t('senha.atualizar')} valid={ready} sending={mutation.isPending} />
    </AccountForm>
  );
}
