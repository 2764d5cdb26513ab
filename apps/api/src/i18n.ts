import { DEFAULT_LANGUAGE, type Language } from '@stockcar/shared/i18n';
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
import { frameEn } from '@stockcar/shared/locales/frame/en';
import { framePtBr } from '@stockcar/shared/locales/frame/pt-br';
import { carouselEn } from '@stockcar/shared/locales/carousel/en';
import { carouselPtBr } from '@stockcar/shared/locales/carousel/pt-br';
import { notFoundEn } from '@stockcar/shared/locales/not-found/en';
import { notFoundPtBr } from '@stockcar/shared/locales/not-found/pt-br';
import { imagensPtBr } from '@stockcar/shared/locales/imagens/pt-br';
import { institutionalPtBr } from '@stockcar/shared/locales/institutional/pt-br';
import { quizPtBr } from '@stockcar/shared/locales/quiz/pt-br';
import { racingPtBr } from '@stockcar/shared/locales/racing/pt-br';
import type { Resources } from '@stockcar/shared/locales/resources';
import { shellEn } from '@stockcar/shared/locales/shell/en';
import { shellPtBr } from '@stockcar/shared/locales/shell/pt-br';
import { signupPtBr } from '@stockcar/shared/locales/signup/pt-br';
import { smsPtBr } from '@stockcar/shared/locales/sms/pt-br';
import { titlesEn } from '@stockcar/shared/locales/titles/en';
import { titlesPtBr } from '@stockcar/shared/locales/titles/pt-br';
import {
  createTranslations,
  type TextKey,
  type TranslateOptions,
} from '@stockcar/shared/translate';

const resources: Resources = {
  translation: shellPtBr,
  titles: titlesPtBr,
  frame: framePtBr,
  notFound: notFoundPtBr,
  carousel: carouselPtBr,
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
 * The same resources the web app reads (packages/shared/src/translate.ts), bundled, so `t` works
 * from module load. The server answers in Portuguese, but for the heads of formula-4's English
 * pages (page titles and descriptions, `t(key, { lng: 'en' })`, modules/paginas; fan-club.md §1).
 * Texts go into JSON, e-mails and SMS, never raw into HTML (the club's
 * `modules/conta/rules/emails.ts` and the pages' head, lib/page-head.ts, escape), so no escaping
 * here.
 */
const translations = createTranslations(DEFAULT_LANGUAGE);
for (const [namespace, resource] of Object.entries(resources)) {
  translations.add(DEFAULT_LANGUAGE, namespace, resource);
}
translations.add('en', 'translation', shellEn);
translations.add('en', 'titles', titlesEn);
translations.add('en', 'frame', frameEn);
translations.add('en', 'notFound', notFoundEn);
translations.add('en', 'carousel', carouselEn);
translations.add('en', 'descoberta', descobertaEn);

type Namespace = keyof Resources;

/** A text's key: `namespace:key`, or a key of the shell's texts (`translation`). */
export type ServerTextKey =
  | TextKey<Resources['translation']>
  | { [N in Namespace]: `${N}:${TextKey<Resources[N]>}` }[Namespace];

/** A text in Portuguese, or in `lng`. */
export function t(
  key: ServerTextKey,
  { lng = DEFAULT_LANGUAGE, ...values }: TranslateOptions & { lng?: Language } = {},
): string {
  const separator = key.indexOf(':');
  const namespace = separator < 0 ? 'translation' : key.slice(0, separator);
  return translations.translate(lng, namespace, key.slice(separator + 1), values) as string;
}
