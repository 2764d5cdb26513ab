import { createContext, useContext } from 'react';
import type { Language } from '@stockcar/shared/i18n';
import { i18n } from '../../../lib/i18n.ts';
import { SIGNUP_NS, type SignupT } from '../../../lib/club/signup-i18n.ts';

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
