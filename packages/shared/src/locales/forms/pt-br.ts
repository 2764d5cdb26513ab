import type { TranslationsOf } from '../resources.ts';

/**
 * Texts of the club's form controls (password checklist, phone with its country, code boxes),
 * in Portuguese. The sign-up shows them in English too, by its own language switch.
 * Registered with the club's namespaces (lib/club-i18n.ts).
 */
export const formsPtBr = {
  password: {
    /** The checklist's last item while the strength estimator loads, or when it cannot. */
    checking: 'Verificando se a senha é difícil de adivinhar…',
    unavailable: 'Não foi possível verificar a força da senha agora: ela será verificada ao enviar',
    /** After a met rule, for screen readers (the icon is decorative). */
    met: ' (atendido)',
  },
  phone: { country: 'País do celular' },
  code: { digit: 'Dígito {{n}} de {{length}}' },
};

/** Every language carries the same keys as Portuguese. */
export type FormsTranslations = TranslationsOf<typeof formsPtBr>;
