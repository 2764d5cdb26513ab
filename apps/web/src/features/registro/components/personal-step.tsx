import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { asText } from '../../../components/form/use-field.ts';
import { Spinner } from '../../../components/spinner.tsx';
import {
  strengthBlocksSubmit,
  usePasswordStrength,
} from '../../../components/form/use-password-strength.ts';
import { clubeT } from '../../../lib/club-i18n.ts';
import { signupErrorText } from '../../../lib/club/signup-i18n.ts';
import type { SignupForm } from '../utils/signup-values.ts';
import { AccountFields } from './account-fields.tsx';
import { AddressFields } from './address-fields.tsx';
import { ContactFields } from './contact-fields.tsx';
import { IdentityFields } from './identity-fields.tsx';
import { useSignupLanguage } from './signup-language.tsx';

interface PersonalStepProps {
  form: SignupForm;
  /** Every rule of the step passes. */
  valid: boolean;
  phoneCountry: string;
  onPhoneCountryChange: (code: string) => void;
  /** The pre-check is running. */
  checking: boolean;
  onContinue: () => void;
}

/** Step 0: personal data; 'Continuar' only once every rule of the step passes. */
export function PersonalStep(props: PersonalStepProps) {
  const { form, valid, checking, onContinue } = props;
  const { t } = useSignupLanguage();
  const hintId = useId();
  const values = useWatch({ control: form.control });
  // The member's name, e-mail, CPF and birth date count against the password.
  const strength = usePasswordStrength(asText(values.senha), values);
  const ready = valid && !strengthBlocksSubmit(strength);
  // Every rule met but the estimator's: the hint says why instead of "fill in every field".
  const hint = !valid
    ? t('actions.incomplete')
    : strength === 'weak'
      ? signupErrorText(clubeT('senhaFraca'), t)
      : undefined;
  return (
    <form
      className="form signup__form"
      aria-label={t('steps.personal')}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (ready && !checking) onContinue();
      }}
    >
      <fieldset className="form__fields">
        <IdentityFields form={form} />
        <ContactFields
          form={form}
          phoneCountry={props.phoneCountry}
          onPhoneCountryChange={props.onPhoneCountryChange}
        />
        {!values.estrangeiro && <AddressFields form={form} />}
        <AccountFields form={form} strength={strength} />
      </fieldset>
      <div className="form__actions">
        <button
          type="submit"
          className="button form__submit"
          disabled={!ready || checking}
          aria-describedby={hint ? hintId : undefined}
        >
          {checking ? t('actions.checking') : t('actions.continue')}
        </button>
        {checking && <Spinner label={t('actions.checking')} />}
        {hint && (
          <p id={hintId} className="form__incomplete">
            {hint}
          </p>
        )}
      </div>
    </form>
  );
}
