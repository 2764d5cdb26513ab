import { Link } from 'react-router';
import { DEFAULT_CATEGORY_SLUG } from '@stockcar/shared/categories';
import { NoPasteInput, PasswordChecklist } from '../../../components/form/password-fields.tsx';
import type { PasswordStrength } from '../../../components/form/use-password-strength.ts';
import { paths } from '../../../config/paths.ts';
import { signupErrorText } from '../../../lib/club/signup-i18n.ts';
import { SignupField, type SignupForm } from './signup-field.tsx';
import { useSignupLanguage } from './signup-language.tsx';

const OPT_INS = ['optaEmail', 'optaSms', 'optaWhatsapp'] as const;

/** Password with its live checklist, the typed confirmation, the opt-ins and the terms. */
export function AccountFields({
  form,
  strength,
}: {
  form: SignupForm;
  strength: PasswordStrength;
}) {
  const { t, language } = useSignupLanguage();
  const termsError = form.errorOf('aceitaTermos');
  return (
    <>
      <SignupField form={form} name="senha" label={t('fields.senha')}>
        {({ id, describedBy, invalid }) => (
          <>
            <input
              id={id}
              name="senha"
              type="password"
              className="field__control"
              autoComplete="new-password"
              required
              value={form.values.senha}
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy}
              onChange={(event) => form.set('senha', event.target.value)}
              onBlur={() => form.touch('senha')}
            />
            <PasswordChecklist
              password={form.values.senha}
              strength={strength}
              language={language}
            />
          </>
        )}
      </SignupField>
      <SignupField form={form} name="senhaConfirma" label={t('fields.senhaConfirma')}>
        {({ id, describedBy, invalid }) => (
          <NoPasteInput
            id={id}
            name="senhaConfirma"
            type="password"
            className="field__control"
            autoComplete="new-password"
            required
            value={form.values.senhaConfirma}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            onChange={(event) => form.set('senhaConfirma', event.target.value)}
            onBlur={() => form.touch('senhaConfirma')}
          />
        )}
      </SignupField>
      <fieldset className="form__group">
        <legend>{t('fields.optIns')}</legend>
        {OPT_INS.map((name) => (
          <label key={name} className="checkbox">
            <input
              type="checkbox"
              name={name}
              checked={form.values[name]}
              onChange={(event) => form.set(name, event.target.checked)}
            />
            <span>{t(`fields.${name}`)}</span>
          </label>
        ))}
      </fieldset>
      <div className={termsError ? 'field field--invalid' : 'field'}>
        <label className="checkbox">
          <input
            type="checkbox"
            name="aceitaTermos"
            required
            checked={form.values.aceitaTermos}
            onChange={(event) => {
              form.set('aceitaTermos', event.target.checked);
              form.touch('aceitaTermos');
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
        {termsError && <p className="field__error">{signupErrorText(termsError, t)}</p>}
      </div>
    </>
  );
}
