import { createContext, useCallback, useContext } from 'react';
import type { FieldPath } from 'react-hook-form';
import type { Language } from '@stockcar/shared/i18n';
import type { signupPtBr } from '@stockcar/shared/locales/signup/pt-br';
import { i18n } from '../../../lib/i18n.ts';
import { SIGNUP_NS, type SignupT } from '../../../lib/club/signup-i18n.ts';
import type { SignupForm, SignupValues } from '../utils/signup-values.ts';

interface SignupLanguage {
  language: Language;
  t: SignupT;
}

/** The sign-up's own language (its Português | English switch), apart from the site's. */
export const SignupLanguageContext = createContext<SignupLanguage>({
  language: 'pt-br',
  t: i18n.getFixedT('pt-br', SIGNUP_NS),
});

export const useSignupLanguage = () => useContext(SignupLanguageContext);

/** A field of the sign-up whose label text is keyed by the field's own name. */
type LabelledField = FieldPath<SignupValues> & keyof typeof signupPtBr.fields;

/** Binds a field to the sign-up's form, labelled in the sign-up's language. */
export function useSignupField(form: SignupForm) {
  const { t } = useSignupLanguage();
  const { control } = form;
  return useCallback(
    <N extends LabelledField>(name: N) => ({ control, name, label: t(`fields.${name}`) }),
    [control, t],
  );
}
