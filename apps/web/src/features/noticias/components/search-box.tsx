import { useId, useState } from 'react';
import { EDITORIAL_NS } from '../../../lib/editorial-i18n.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import './search-box.css';

interface SearchBoxProps {
  /** The search the list shows now. */
  initial: string;
  searching: boolean;
  onSearch: (input: string) => void;
}

const SearchIcon = () => (
  <svg
    width={20}
    height={20}
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={2.4}
    strokeLinecap="round"
    aria-hidden="true"
    focusable="false"
  >
    <circle cx="10.5" cy="10.5" r="6.5" />
    <path d="m15.5 15.5 5 5" />
  </svg>
);

/**
 * The news search (public-site.md §2.5): it starts on Enter or a click on the magnifier, never
 * while typing; the box only holds the text until then.
 */
export function SearchBox({ initial, searching, onSearch }: SearchBoxProps) {
  const { t } = useTranslation(EDITORIAL_NS);
  const id = useId();
  const [input, setInput] = useState(initial);
  return (
    <form
      className="search-box"
      role="search"
      aria-label={t('news.search')}
      aria-busy={searching}
      onSubmit={(event) => {
        event.preventDefault();
        if (!searching) onSearch(input);
      }}
    >
      <label className="visually-hidden" htmlFor={id}>
        {t('news.search')}
      </label>
      <input
        id={id}
        className="search-box__input"
        type="search"
        value={input}
        maxLength={100}
        placeholder={t('news.searchPlaceholder')}
        autoComplete="off"
        onChange={(event) => setInput(event.target.value)}
      />
      <button
        className="search-box__button"
        type="submit"
        aria-label={searching ? t('news.searching') : t('news.searchButton')}
      >
        <SearchIcon />
      </button>
    </form>
  );
}
