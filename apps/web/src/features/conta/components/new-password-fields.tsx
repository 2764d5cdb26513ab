import { meetsPasswordRules } from '@stockcar/shared/validators/password';
import { PasswordChecklist } from '../../../components/form/password-fields.tsx';
import type { PasswordStrength } from '../../../components/form/use-password-strength.ts';
import { PasswordInput } from './password-input.tsx';
import { clubeT } from '../../../lib/club-i18n.ts';

interface NewPasswordFieldsProps {
  password: string;
  confirmation: string;
  onPassword: (value: string) => void;
  onConfirmation: (value: string) => void;
  /** The form's `usePasswordStrength` verdict: the form's submit waits on it too. */
  strength: PasswordStrength;
  passwordLabel?: string;
}

/**
 * A new password and its confirmation with the live checklist (fan-club.md §5). The spec's
 * messages show as soon as something is typed, so the disabled submit is never a mystery.
 */
export function NewPasswordFields(props: NewPasswordFieldsProps) {
  const { password, confirmation, onPassword, onConfirmation, strength } = props;
  const error =
    password === ''
      ? undefined
      : !meetsPasswordRules(password)
        ? clubeT('senhaRequisitos')
        : strength === 'weak'
          ? clubeT('senhaFraca')
          : undefined;
  const different = confirmation !== '' && confirmation !== password;
  return (
    <>
      <PasswordInput
        label={props.passwordLabel ?? 'Nova senha'}
        value={password}
        onChange={onPassword}
        autoComplete="new-password"
        error={error}
      >
        <PasswordChecklist password={password} strength={strength} />
      </PasswordInput>
      <PasswordInput
        label="Confirme a nova senha"
        value={confirmation}
        onChange={onConfirmation}
        autoComplete="new-password"
        noPaste
        error={different ? clubeT('senhasDiferentes') : undefined}
      />
    </>
  );
}
