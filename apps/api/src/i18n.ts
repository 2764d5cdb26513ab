import i18next from 'i18next';
import { DEFAULT_LANGUAGE } from '@stockcar/shared/i18n';
import { adminPtBr } from '@stockcar/shared/locales/admin/pt-br';
import { clubePtBr } from '@stockcar/shared/locales/clube/pt-br';
import { commercialPtBr } from '@stockcar/shared/locales/commercial/pt-br';
import { contactPtBr } from '@stockcar/shared/locales/contact/pt-br';
import { contaPtBr } from '@stockcar/shared/locales/conta/pt-br';
import { conteudoPtBr } from '@stockcar/shared/locales/conteudo/pt-br';
import { cvPtBr } from '@stockcar/shared/locales/cv/pt-br';
import { descobertaEn } from '@stockcar/shared/locales/descoberta/en';
import { descobertaPtBr } from '@stockcar/shared/locales/descoberta/pt-br';
import { editorialPtBr } from '@stockcar/shared/locales/editorial/pt-br';
import { emailsPtBr } from '@stockcar/shared/locales/emails/pt-br';
import { errorsPtBr } from '@stockcar/shared/locales/errors/pt-br';
import { formsPtBr } from '@stockcar/shared/locales/forms/pt-br';
import { imagensPtBr } from '@stockcar/shared/locales/imagens/pt-br';
import { institutionalPtBr } from '@stockcar/shared/locales/institutional/pt-br';
import { quizPtBr } from '@stockcar/shared/locales/quiz/pt-br';
import { racingPtBr } from '@stockcar/shared/locales/racing/pt-br';
import type { Resources } from '@stockcar/shared/locales/resources';
import { shellEn } from '@stockcar/shared/locales/shell/en';
import { shellPtBr } from '@stockcar/shared/locales/shell/pt-br';
import { signupPtBr } from '@stockcar/shared/locales/signup/pt-br';
import { smsPtBr } from '@stockcar/shared/locales/sms/pt-br';

declare module 'i18next' {
  interface CustomTypeOptions {
    resources: Resources;
  }
}

const resources: Resources = {
  translation: shellPtBr,
  racing: racingPtBr,
  editorial: editorialPtBr,
  commercial: commercialPtBr,
  institutional: institutionalPtBr,
  signup: signupPtBr,
  errors: errorsPtBr,
  clube: clubePtBr,
  cv: cvPtBr,
  conteudo: conteudoPtBr,
  quiz: quizPtBr,
  contact: contactPtBr,
  emails: emailsPtBr,
  sms: smsPtBr,
  conta: contaPtBr,
  forms: formsPtBr,
  admin: adminPtBr,
  imagens: imagensPtBr,
  descoberta: descobertaPtBr,
};

/*
 * One instance of the server's own (not the global one): the same resources the web app reads,
 * bundled, so initialisation is synchronous and `t` works from module load. The server answers
 * in Portuguese, but for the heads of formula-4's English pages (page titles and descriptions,
 * `t(key, { lng: 'en' })`, modules/paginas; fan-club.md §1). Texts go into JSON,
 * e-mails and SMS, never raw into HTML (the club's `modules/conta/rules/emails.ts` and the
 * pages' head, lib/page-head.ts, escape), so no escaping here.
 */
const instance = i18next.createInstance();
void instance.init({
  resources: {
    [DEFAULT_LANGUAGE]: resources,
    en: { translation: shellEn, descoberta: descobertaEn },
  },
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  lowerCaseLng: true,
  initAsync: false,
  interpolation: { escapeValue: false },
});

/** The server's texts: `t('errors:notFound')`, `t('emails:greeting', { nome })`. */
export const t = instance.t;
