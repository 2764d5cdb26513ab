import { useId } from 'react';
import { Spinner } from '../../../components/spinner.tsx';
import { AccountFields } from './account-fields.tsx';
import { AddressFields } from './address-fields.tsx';
import { ContactFields } from './contact-fields.tsx';
import { IdentityFields } from './identity-fields.tsx';
import type { SignupForm } from './signup-field.tsx';
import { useSignupLanguage } from './signup-language.tsx';

interface PersonalStepProps {
  form: SignupForm;
  phoneCountry: string;
  onPhoneCountryChange: (code: string) => void;
  /** The pre-check is running. */
  checking: boolean;
  onContinue: () => void;
}

/** Step 0: personal data; 'Continuar' only once every rule of the step passes. */
export function PersonalStep(props: PersonalStepProps) {
  const { form, checking, onContinue } = props;
  const { t } = useSignupLanguage();
  const hintId = useId();
  return (
    <form
      className="form signup__form"
      aria-label={t('steps.personal')}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (form.valid && !checking) onContinue();
      }}
    >
      <fieldset className="form__fields">
        <IdentityFields form={form} />
        <ContactFields
          form={form}
          phoneCountry={props.phoneCountry}
          onPhoneCountryChange={props.onPhoneCountryChange}
        />
        {!form.values.estrangeiro && <AddressFields form={form} />}
        <AccountFields form={form} />
      </fieldset>
      <div className="form__actions">
        <button
          type="submit"
          className="button form__submit"
          disabled={!form.valid || checking}
          aria-describedby={form.valid ? undefined : hintId}
        >
          {checking ? t('actions.checking') : t('actions.continue')}
        </button>
        {checking && <Spinner label={t('actions.checking')} />}
        {!form.valid && (
          <p id={hintId} className="form__incomplete">
            {t('actions.incomplete')}
          </p>
        )}
      </div>
    </form>
  );
}
