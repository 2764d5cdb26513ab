import { useId } from 'react';
import { RACING_NS } from '../../../lib/racing-i18n.ts';
import { useTemporadas, type SeasonsFile } from '../api/get-temporadas.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import './season-select.css';

interface SeasonSelectProps {
  file: SeasonsFile;
  /** Only this category's seasons (a stages page); every season of the file without it. */
  categoria?: number;
  value: number;
  onChange: (ano: number) => void;
}

/** The stages page's season select, years from the seasons file (public-site.md §2.5). */
export function SeasonSelect({ file, categoria, value, onChange }: SeasonSelectProps) {
  const { t } = useTranslation(RACING_NS);
  const id = useId();
  const { data } = useTemporadas(file, categoria);
  // The chosen season is always an option, even before the file arrives or if it lacks it.
  const years = data?.includes(value) ? data : [value, ...(data ?? [])];
  return (
    <div className="season-select">
      <label htmlFor={id}>{t('stages.season')}</label>
      <select id={id} value={value} onChange={(event) => onChange(Number(event.target.value))}>
        {years.map((ano) => (
          <option key={ano} value={ano}>
            {ano}
          </option>
        ))}
      </select>
    </div>
  );
}
