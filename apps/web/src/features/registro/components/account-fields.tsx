import { Link } from '../../../components/link.tsx';
import { useWatch } from 'react-hook-form';
import { DEFAULT_CATEGORY_SLUG } from '@stockcar/shared/categories';
import { useField, useFieldError } from '../../../components/form/use-field.ts';
import { CheckboxField } from '../../../components/form/fields.tsx';
import { PasswordChecklist, PasswordField } from '../../../components/form/password-fields.tsx';
import type { PasswordStrength } from '../../../components/form/use-password-strength.ts';
import { paths } from '../../../config/paths.ts';
import { signupErrorText } from '../../../lib/club/signup-i18n.ts';
import type { SignupForm } from '../utils/signup-values.ts';
import { useSignupField, useSignupLanguage } from './signup-language.tsx';

const OPT_INS = ['optaEmail', 'optaSms', 'optaWhatsapp'] as const;

/** The terms of use: a required tick, its message shown from the first click on. */
function TermsField({ form }: { form: SignupForm }) {
  const { t } = useSignupLanguage();
  const { field, error } = useField({ control: form.control, name: 'aceitaTermos' });
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <label className="checkbox">
        <input
          type="checkbox"
          name={field.name}
          required
          checked={field.value === true}
          onChange={(event) => {
            field.onChange(event.target.checked);
            field.onBlur();
          }}
        />
        <span>
          {t('fields.termsBefore')}
          <Link
            to={paths.category.termosDeUso.href(DEFAULT_CATEGORY_SLUG)}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t('fields.termsLink')}
            <span className="visually-hidden"> {t('fields.newTab')}</span>
          </Link>
        </span>
      </label>
      {error && <p className="field__error">{signupErrorText(error, t)}</p>}
    </div>
  );
}

/** Password with its live checklist, the typed confirmation, the opt-ins and the terms. */
export function AccountFields({
  form,
  strength,
}: {
  form: SignupForm;
  strength: PasswordStrength;
}) {
  const { t, language } = useSignupLanguage();
  const field = useSignupField(form);
  const { control } = form;
  const senha = useWatch({ control, name: 'senha' });
  const senhaError = useFieldError({ control, name: 'senha' });
  const confirmaError = useFieldError({ control, name: 'senhaConfirma' });
  return (
    <>
      <PasswordField {...field('senha')} autoComplete="new-password" error={senhaError}>
        <PasswordChecklist password={senha} strength={strength} language={language} />
      </PasswordField>
      <PasswordField
        {...field('senhaConfirma')}
        autoComplete="new-password"
        noPaste
        error={confirmaError}
      />
      <fieldset className="form__group">
        <legend>{t('fields.optIns')}</legend>
        {OPT_INS.map((name) => (
          <CheckboxField key={name} {...field(name)} />
        ))}
      </fieldset>
      <TermsField form={form} />
    </>
  );
}
