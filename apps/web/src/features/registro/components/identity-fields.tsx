import { useWatch } from 'react-hook-form';
import { COUNTRIES } from '@stockcar/shared/countries';
import type { Language } from '@stockcar/shared/i18n';
import { GENEROS } from '@stockcar/shared/schemas/clube/comum';
import { CheckboxField, SelectField, TextField } from '../../../components/form/fields.tsx';
import { MaskedField } from '../../../components/form/masked-input.tsx';
import { needsGuardian, type SignupForm } from '../utils/signup-values.ts';
import { useSignupField, useSignupLanguage } from './signup-language.tsx';

const countriesByLanguage = new Map<Language, readonly { value: string; label: string }[]>();
/** A foreigner's choices, by name: sorted once per language (250 of them). */
function foreignCountries(language: Language) {
  const options =
    countriesByLanguage.get(language) ??
    COUNTRIES.filter((c) => c.code !== 'BR')
      .map((c) => ({ value: c.code, label: language === 'en' ? c.nameEn : c.nome }))
      .sort((a, b) => a.label.localeCompare(b.label, language));
  countriesByLanguage.set(language, options);
  return options;
}

/** Name, gender, nationality, CPF, birth date and, for ages 14 to 17, the guardian's e-mail. */
export function IdentityFields({ form }: { form: SignupForm }) {
  const { t, language } = useSignupLanguage();
  const field = useSignupField(form);
  const [estrangeiro, dataNascimento] = useWatch({
    control: form.control,
    name: ['estrangeiro', 'dataNascimento'],
  });
  const optional = t('fields.optional');
  const select = t('fields.select');
  const generos = GENEROS.map((value) => ({ value, label: t(`generos.${value}`) }));
  return (
    <>
      <TextField {...field('nome')} autoComplete="given-name" />
      <TextField {...field('sobrenome')} autoComplete="family-name" optional={optional} />
      <SelectField {...field('genero')} placeholder={select} options={generos} />
      <CheckboxField {...field('estrangeiro')} />
      {estrangeiro && (
        <SelectField {...field('pais')} placeholder={select} options={foreignCountries(language)} />
      )}
      <MaskedField {...field('cpf')} mask="cpf" optional={estrangeiro ? optional : undefined} />
      <MaskedField
        {...field('dataNascimento')}
        mask="date"
        hint={t('fields.dateHint')}
        autoComplete="bday"
      />
      {needsGuardian(dataNascimento) && (
        <TextField
          control={form.control}
          name="EmailResponsavel"
          type="email"
          label={t('fields.emailResponsavel')}
          hint={t('fields.guardianHint')}
        />
      )}
    </>
  );
}
