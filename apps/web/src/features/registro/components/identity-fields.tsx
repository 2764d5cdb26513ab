import { useWatch } from 'react-hook-form';
import { COUNTRIES } from '@stockcar/shared/countries';
import type { Language } from '@stockcar/shared/i18n';
import { GENEROS } from '@stockcar/shared/schemas/clube/comum';
import { CheckboxField, SelectField, TextField } from '../../../components/form/fields.tsx';
import { MaskedField } from '../../../components/form/masked-input.tsx';
import { needsGuardian, type SignupForm } from '../utils/signup-values.ts';
import { useSignupLanguage } from './signup-language.tsx';

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
  const { control } = form;
  const [estrangeiro, dataNascimento] = useWatch({
    control,
    name: ['estrangeiro', 'dataNascimento'],
  });
  const optional = t('fields.optional');
  return (
    <>
      <TextField control={control} name="nome" label={t('fields.nome')} autoComplete="given-name" />
      <TextField
        control={control}
        name="sobrenome"
        label={t('fields.sobrenome')}
        autoComplete="family-name"
        optional={optional}
      />
      <SelectField
        control={control}
        name="genero"
        label={t('fields.genero')}
        placeholder={t('fields.select')}
        options={GENEROS.map((value) => ({ value, label: t(`generos.${value}`) }))}
      />
      <CheckboxField control={control} name="estrangeiro" label={t('fields.estrangeiro')} />
      {estrangeiro && (
        <SelectField
          control={control}
          name="pais"
          label={t('fields.pais')}
          placeholder={t('fields.select')}
          options={foreignCountries(language)}
        />
      )}
      <MaskedField
        control={control}
        name="cpf"
        mask="cpf"
        label={t('fields.cpf')}
        optional={estrangeiro ? optional : undefined}
      />
      <MaskedField
        control={control}
        name="dataNascimento"
        mask="date"
        label={t('fields.dataNascimento')}
        hint={t('fields.dateHint')}
        autoComplete="bday"
      />
      {needsGuardian(dataNascimento) && (
        <TextField
          control={control}
          name="EmailResponsavel"
          type="email"
          label={t('fields.emailResponsavel')}
          hint={t('fields.guardianHint')}
        />
      )}
    </>
  );
}
