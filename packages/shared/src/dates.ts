import type { Language } from './i18n.ts';

export const SITE_TIME_ZONE = 'America/Sao_Paulo';

const MONTHS: Record<Language, readonly string[]> = {
  'pt-br': ['JAN', 'FEV', 'MAR', 'ABR', 'MAI', 'JUN', 'JUL', 'AGO', 'SET', 'OUT', 'NOV', 'DEZ'],
  en: ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'],
};

/** Year, month (1-12) and day of an instant in São Paulo time. */
export function siteCalendarDate(date: Date): { year: number; month: number; day: number } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: SITE_TIME_ZONE,
    day: 'numeric',
    month: 'numeric',
    year: 'numeric',
  }).formatToParts(date);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { year: get('year'), month: get('month'), day: get('day') };
}

/** Day ('03'), month abbreviation ('NOV') and year of an instant, in São Paulo time. */
export function siteDateParts(date: Date, language: Language) {
  const { year, month, day } = siteCalendarDate(date);
  return {
    dia: String(day).padStart(2, '0'),
    mes: MONTHS[language][month - 1] ?? '',
    ano: String(year),
  };
}
