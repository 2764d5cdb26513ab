import { useWatch, type FieldValues } from 'react-hook-form';
import { meetsPasswordRules } from '@stockcar/shared/validators/password';
import { asText, type FieldBinding, type PathTo } from '../../../components/form/use-field.ts';
import { PasswordChecklist, PasswordField } from '../../../components/form/password-fields.tsx';
import type { PasswordStrength } from '../../../components/form/use-password-strength.ts';
import { CONTA_NS, clubeT } from '../../../lib/club-i18n.ts';
import { useTranslation } from '../../../lib/i18n.ts';

type PasswordPath<T extends FieldValues> = PathTo<T, string | undefined>;

interface NewPasswordFieldsProps<T extends FieldValues, O> extends Pick<
  FieldBinding<T, O>,
  'control'
> {
  /** The form's fields for the new password and its confirmation. */
  names: readonly [PasswordPath<T>, PasswordPath<T>];
  /** The form's `usePasswordStrength` verdict: the form's submit waits on it too. */
  strength: PasswordStrength;
  passwordLabel?: string;
}

/**
 * A new password and its confirmation with the live checklist (fan-club.md §5). The spec's
 * messages show as soon as something is typed, so the disabled submit is never a mystery.
 */
export function NewPasswordFields<T extends FieldValues, O>(props: NewPasswordFieldsProps<T, O>) {
  const { control, names, strength } = props;
  const { t } = useTranslation(CONTA_NS);
  const [password, confirmation] = useWatch({ control, name: names });
  const typed = asText(password);
  const error =
    typed === ''
      ? undefined
      : !meetsPasswordRules(typed)
        ? clubeT('senhaRequisitos')
        : strength === 'weak'
          ? clubeT('senhaFraca')
          : undefined;
  const different = asText(confirmation) !== '' && asText(confirmation) !== typed;
  return (
    <>
      <PasswordField
        control={control}
        name={names[0]}
        label={props.passwordLabel ?? t('senha.nova')}
        autoComplete="new-password"
        error={error}
      >
        <PasswordChecklist password={typed} strength={strength} />
      </PasswordField>
      <PasswordField
        control={control}
        name={names[1]}
        label={t('senha.confirmaNova')}
        autoComplete="new-password"
        noPaste
        error={different ? clubeT('senhasDiferentes') : undefined}
      />
    </>
  );
}
