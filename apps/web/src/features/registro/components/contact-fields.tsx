import { asText } from '../../../components/form/use-field.ts';
import { Field, TextField } from '../../../components/form/fields.tsx';
import { NoPasteInput } from '../../../components/form/password-fields.tsx';
import { PhoneInput } from '../../../components/form/phone-input.tsx';
import type { SignupForm } from '../utils/signup-values.ts';
import { useSignupField, useSignupLanguage } from './signup-language.tsx';

interface ContactFieldsProps {
  form: SignupForm;
  phoneCountry: string;
  onPhoneCountryChange: (code: string) => void;
}

/** E-mail, its confirmation (typed, never pasted: fan-club.md §5) and the mobile phone. */
export function ContactFields({ form, phoneCountry, onPhoneCountryChange }: ContactFieldsProps) {
  const { t, language } = useSignupLanguage();
  const field = useSignupField(form);
  return (
    <>
      <TextField {...field('email')} type="email" autoComplete="email" />
      <Field {...field('emailConfirm')}>
        {(field, aria) => (
          <NoPasteInput
            {...aria}
            name={field.name}
            type="email"
            className="field__control"
            autoComplete="off"
            required
            value={asText(field.value)}
            onChange={(event) => field.onChange(event.target.value)}
            onBlur={field.onBlur}
          />
        )}
      </Field>
      <Field {...field('telefone')}>
        {(field, aria) => (
          <PhoneInput
            id={aria.id}
            value={asText(field.value)}
            onChange={field.onChange}
            onBlur={field.onBlur}
            invalid={aria['aria-invalid']}
            {...(aria['aria-describedby'] ? { describedBy: aria['aria-describedby'] } : {})}
            country={phoneCountry}
            onCountryChange={onPhoneCountryChange}
            language={language}
            countryLabel={t('phone.country')}
          />
        )}
      </Field>
    </>
  );
}
