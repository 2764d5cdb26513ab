import { useId, useState } from 'react';
import { LANGUAGES, type Language } from '@stockcar/shared/i18n';
import { GlobalSpinner } from '../../../components/global-spinner.tsx';
import { getActiveLanguage } from '../../../lib/language.ts';
import { switchLanguage } from '../../../lib/switch-language.ts';
import { useTranslation } from '../../../lib/i18n.ts';

// Language codes, shown as codes in every language (not texts to translate).
const LABELS: Record<Language, string> = { 'pt-br': 'PT', en: 'EN' };

function isLanguage(value: string): value is Language {
  return (LANGUAGES as readonly string[]).includes(value);
}

/**
 * Only rendered on formula-4, the one category with English (public-site.md §2.4); loaded on
 * demand (menu.tsx), so no other category's first load carries it.
 */
export default function LanguageSelect() {
  const { t } = useTranslation();
  const id = useId();
  const [changing, setChanging] = useState(false);
  return (
    <div className="menu__language">
      <label htmlFor={id} className="visually-hidden">
        {t('menu.language')}
      </label>
      <select
        id={id}
        value={getActiveLanguage()}
        onChange={(event) => {
          const language = event.target.value;
          if (!isLanguage(language)) return;
          setChanging(true);
          switchLanguage(language);
        }}
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language}>
            {LABELS[language]}
          </option>
        ))}
      </select>
      {changing && <GlobalSpinner label={t('menu.changingLanguage')} />}
    </div>
  );
}
