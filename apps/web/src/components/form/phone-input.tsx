import { useState } from 'react';
import { COUNTRIES, PREFERRED_COUNTRIES, findCountry } from '@stockcar/shared/countries';
import type { Language } from '@stockcar/shared/i18n';
import { onlyDigits } from '@stockcar/shared/validators/cpf';
import { maskPhoneBr } from '@stockcar/shared/validators/phone';
import { useFormsT } from '../../lib/club-i18n.ts';
import './phone-input.css';

interface PhoneInputProps {
  id: string;
  /** Brazilian numbers masked '(11) 98765-4321'; other countries E.164 '+5491123456789'. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  invalid?: boolean;
  describedBy?: string;
  /** ISO code of the picker; left out, the input keeps its own (from the value, else BR). */
  country?: string;
  onCountryChange?: (code: string) => void;
  /** Country names and the picker's label in this language (Portuguese by default). */
  language?: Language;
  countryLabel?: string;
}

const preferred = new Set<string>(PREFERRED_COUNTRIES);
/** The example of a Brazilian number, the same in every language. */
const BR_EXAMPLE = '(11) 98765-4321';

type Country = (typeof COUNTRIES)[number];
const nameIn = (language: Language) => (c: Country) => (language === 'en' ? c.nameEn : c.nome);

const othersByLanguage = new Map<Language, readonly Country[]>();
/** The countries after the preferred ones, by name; sorted once per language (250 of them). */
function otherCountries(language: Language): readonly Country[] {
  const nameOf = nameIn(language);
  const sorted =
    othersByLanguage.get(language) ??
    COUNTRIES.filter((c) => !preferred.has(c.code)).sort((a, b) =>
      nameOf(a).localeCompare(nameOf(b), language),
    );
  othersByLanguage.set(language, sorted);
  return sorted;
}

/** The country a stored value belongs to: the longest calling code it starts with. */
export function countryOfPhone(value: string): string {
  if (!value.startsWith('+')) return 'BR';
  const digits = value.slice(1);
  const match = COUNTRIES.filter((c) => c.code !== 'BR' && digits.startsWith(c.ddi)).sort(
    (a, b) => b.ddi.length - a.ddi.length,
  )[0];
  return match?.code ?? 'BR';
}

/** The digits typed after the calling code (the national number). */
function nationalDigits(value: string, ddi: string): string {
  return value.startsWith('+') ? value.slice(1 + ddi.length) : onlyDigits(value);
}

/** What the shared checkPhone reads: the Brazilian mask, or +<calling code><number>. */
export function phoneValue(code: string, digits: string): string {
  const country = findCountry(code);
  if (!country || country.code === 'BR') return maskPhoneBr(digits);
  const national = onlyDigits(digits, country.digits[1]);
  return national ? `+${country.ddi}${national}` : '';
}

/** A phone with its country (fan-club.md §5: BR, AR, US and ES first, then the others). */
export function PhoneInput(props: PhoneInputProps) {
  const { id, value, onChange, onBlur, invalid, describedBy, language = 'pt-br' } = props;
  const t = useFormsT(language);
  const [ownCountry, setOwnCountry] = useState(() => countryOfPhone(value));
  const code = props.country ?? ownCountry;
  const country = findCountry(code) ?? COUNTRIES[0];
  const ddi = country?.ddi ?? '55';
  const isBr = code === 'BR';
  const nameOf = nameIn(language);
  const others = otherCountries(language);
  const option = (c: Country) => (
    <option key={c.code} value={c.code}>
      {`${nameOf(c)} (+${c.ddi})`}
    </option>
  );

  const changeCountry = (next: string) => {
    setOwnCountry(next);
    props.onCountryChange?.(next);
    // The digits typed so far stay; only their form changes.
    onChange(phoneValue(next, nationalDigits(value, ddi)));
  };

  return (
    <div className="phone-input">
      <select
        className="field__control phone-input__country"
        aria-label={props.countryLabel ?? t('phone.country')}
        value={code}
        onChange={(event) => changeCountry(event.target.value)}
      >
        {PREFERRED_COUNTRIES.map((c) => findCountry(c)).map((c) => c && option(c))}
        <option disabled>──────────</option>
        {others.map(option)}
      </select>
      <input
        id={id}
        className="field__control phone-input__number"
        type="tel"
        autoComplete="tel-national"
        inputMode="tel"
        placeholder={isBr ? BR_EXAMPLE : undefined}
        value={isBr ? value : nationalDigits(value, ddi)}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(phoneValue(code, event.target.value))}
        onBlur={onBlur}
      />
    </div>
  );
}
