import type { FormsTranslations } from './pt-br.ts';

/** The club's form controls' texts in English (the sign-up's English screens). */
export const formsEn: FormsTranslations = {
  code: { digit: 'Digit {{n}} of {{length}}' },
  phone: { country: 'Phone country' },
  password: {
    checking: 'Checking whether the password is hard to guess…',
    unavailable: 'The password strength cannot be checked now: it will be checked on submit',
    met: ' (met)',
  },
};
