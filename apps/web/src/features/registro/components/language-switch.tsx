import type { Language } from '@stockcar/shared/i18n';
import { useSignupLanguage } from './signup-language.tsx';

const OPTIONS: { language: Language; lang: string }[] = [
  { language: 'pt-br', lang: 'pt-BR' },
  { language: 'en', lang: 'en' },
];

/** 'Português | English': changes the sign-up texts only, nothing typed is lost. */
export function LanguageSwitch({ onChange }: { onChange: (language: Language) => void }) {
  const { language, t } = useSignupLanguage();
  return (
    <nav className="signup__languages" aria-label={t('page.language')}>
      {OPTIONS.map((option, index) => (
        <span key={option.language}>
          {index > 0 && <span aria-hidden="true"> | </span>}
          <button
            type="button"
            className="signup__language"
            lang={option.lang}
            aria-pressed={language === option.language}
            onClick={() => onChange(option.language)}
          >
            {t(`languages.${option.language}`)}
          </button>
        </span>
      ))}
    </nav>
  );
}
