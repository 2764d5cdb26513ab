import type { adminPtBr } from './admin/pt-br.ts';
import type { carouselPtBr } from './carousel/pt-br.ts';
import type { clubePtBr } from './clube/pt-br.ts';
import type { commercialPtBr } from './commercial/pt-br.ts';
import type { contactPtBr } from './contact/pt-br.ts';
import type { contaPtBr } from './conta/pt-br.ts';
import type { conteudoPtBr } from './conteudo/pt-br.ts';
import type { cvPtBr } from './cv/pt-br.ts';
import type { descobertaPtBr } from './descoberta/pt-br.ts';
import type { editorialPtBr } from './editorial/pt-br.ts';
import type { emailsPtBr } from './emails/pt-br.ts';
import type { errorsPtBr } from './errors/pt-br.ts';
import type { formsPtBr } from './forms/pt-br.ts';
import type { framePtBr } from './frame/pt-br.ts';
import type { imagensPtBr } from './imagens/pt-br.ts';
import type { institutionalPtBr } from './institutional/pt-br.ts';
import type { notFoundPtBr } from './not-found/pt-br.ts';
import type { quizPtBr } from './quiz/pt-br.ts';
import type { racingPtBr } from './racing/pt-br.ts';
import type { shellPtBr } from './shell/pt-br.ts';
import type { signupPtBr } from './signup/pt-br.ts';
import type { smsPtBr } from './sms/pt-br.ts';
import type { titlesPtBr } from './titles/pt-br.ts';

/**
 * Every translation namespace of the project, one area folder each, typed by its Portuguese resource
 * (Portuguese always exists; `en.ts` where English does). Types only: the web registers each
 * namespace with the chunk that uses it (e2e/bundle-size.test.ts), the server bundles them all
 * (apps/api/src/i18n.ts). `translation` is the web shell's default namespace.
 *
 * The shared zod schemas and validators import the Portuguese resource of their area directly
 * (`clubePtBr.codigoInvalido`): their messages are built at module load, before any language is
 * known. The server answers in Portuguese; the web translates the ones it knows (signup-i18n.ts).
 */
export type Resources = {
  translation: typeof shellPtBr;
  titles: typeof titlesPtBr;
  frame: typeof framePtBr;
  notFound: typeof notFoundPtBr;
  carousel: typeof carouselPtBr;
  racing: typeof racingPtBr;
  editorial: typeof editorialPtBr;
  commercial: typeof commercialPtBr;
  institutional: typeof institutionalPtBr;
  signup: typeof signupPtBr;
  errors: typeof errorsPtBr;
  clube: typeof clubePtBr;
  cv: typeof cvPtBr;
  conteudo: typeof conteudoPtBr;
  quiz: typeof quizPtBr;
  contact: typeof contactPtBr;
  emails: typeof emailsPtBr;
  sms: typeof smsPtBr;
  conta: typeof contaPtBr;
  forms: typeof formsPtBr;
  admin: typeof adminPtBr;
  imagens: typeof imagensPtBr;
  descoberta: typeof descobertaPtBr;
};

/** The same keys as `T` with any text: what another language's resource must provide. */
export type TranslationsOf<T> = {
  [K in keyof T]: T[K] extends string ? string : TranslationsOf<T[K]>;
};
