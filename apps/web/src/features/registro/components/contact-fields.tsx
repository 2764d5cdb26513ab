import { NoPasteInput } from '../../../components/form/password-fields.tsx';
import { PhoneInput } from '../../../components/form/phone-input.tsx';
import { SignupField, SignupText, type SignupForm } from './signup-field.tsx';
import { useSignupLanguage } from './signup-language.tsx';

interface ContactFieldsProps {
  form: SignupForm;
  phoneCountry: string;
  onPhoneCountryChange: (code: string) => void;
}

/** E-mail, its confirmation (typed, never pasted: fan-club.md §5) and the mobile phone. */
export function ContactFields({ form, phoneCountry, onPhoneCountryChange }: ContactFieldsProps) {
  const { t, language } = useSignupLanguage();
  return (
    <>
      <SignupText
        form={form}
        name="email"
        type="email"
        label={t('fields.email')}
        autoComplete="email"
      />
      <SignupField form={form} name="emailConfirm" label={t('fields.emailConfirm')}>
        {({ id, describedBy, invalid }) => (
          <NoPasteInput
            id={id}
            name="emailConfirm"
            type="email"
            className="field__control"
            autoComplete="off"
            required
            value={form.values.emailConfirm}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            onChange={(event) => form.set('emailConfirm', event.target.value)}
            onBlur={() => form.touch('emailConfirm')}
          />
        )}
      </SignupField>
      <SignupField form={form} name="telefone" label={t('fields.telefone')}>
        {({ id, describedBy, invalid }) => (
          <PhoneInput
            id={id}
            value={form.values.telefone}
            onChange={(value) => form.set('telefone', value)}
            onBlur={() => form.touch('telefone')}
            invalid={invalid}
            {...(describedBy ? { describedBy } : {})}
            country={phoneCountry}
            onCountryChange={onPhoneCountryChange}
            language={language}
            countryLabel={t('phone.country')}
          />
        )}
      </SignupField>
    </>
  );
}
