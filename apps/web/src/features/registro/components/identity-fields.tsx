import { COUNTRIES } from '@stockcar/shared/countries';
import { GENEROS } from '@stockcar/shared/schemas/clube/comum';
import { MaskedInput, type MaskName } from '../../../components/form/masked-input.tsx';
import { needsGuardian } from '../utils/signup-values.ts';
import {
  SignupField,
  SignupSelect,
  SignupText,
  type SignupForm,
  type TextName,
} from './signup-field.tsx';
import { useSignupLanguage } from './signup-language.tsx';

interface MaskedProps {
  form: SignupForm;
  name: TextName;
  mask: MaskName;
  label: string;
  hint?: string;
  optional?: boolean;
  autoComplete?: string;
  /** Replaces the plain update (the CEP also looks the address up). */
  onChange?: (value: string) => void;
}

/** A field typed through one of the shared masks (CPF, date, CEP). */
export function SignupMasked(props: MaskedProps) {
  const { form, name, mask, autoComplete, onChange, ...frame } = props;
  return (
    <SignupField form={form} name={name} {...frame}>
      {({ id, describedBy, invalid }) => (
        <MaskedInput
          id={id}
          name={name}
          mask={mask}
          className="field__control"
          autoComplete={autoComplete}
          required={!frame.optional}
          value={form.values[name]}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          onChange={onChange ?? ((value) => form.set(name, value))}
          onBlur={() => form.touch(name)}
        />
      )}
    </SignupField>
  );
}

/** Name, gender, nationality, CPF, birth date and, for ages 14 to 17, the guardian's e-mail. */
export function IdentityFields({ form }: { form: SignupForm }) {
  const { t, language } = useSignupLanguage();
  const { estrangeiro } = form.values;
  const countries = COUNTRIES.filter((c) => c.code !== 'BR')
    .map((c) => ({ value: c.code, label: language === 'en' ? c.nameEn : c.nome }))
    .sort((a, b) => a.label.localeCompare(b.label, language));
  return (
    <>
      <SignupText form={form} name="nome" label={t('fields.nome')} autoComplete="given-name" />
      <SignupText
        form={form}
        name="sobrenome"
        label={t('fields.sobrenome')}
        autoComplete="family-name"
        optional
      />
      <SignupSelect
        form={form}
        name="genero"
        label={t('fields.genero')}
        options={GENEROS.map((value) => ({ value, label: t(`generos.${value}`) }))}
      />
      <label className="checkbox">
        <input
          type="checkbox"
          name="estrangeiro"
          checked={estrangeiro}
          onChange={(event) => form.set('estrangeiro', event.target.checked)}
        />
        <span>{t('fields.estrangeiro')}</span>
      </label>
      {estrangeiro && (
        <SignupSelect form={form} name="pais" label={t('fields.pais')} options={countries} />
      )}
      <SignupMasked
        form={form}
        name="cpf"
        mask="cpf"
        label={t('fields.cpf')}
        optional={estrangeiro}
      />
      <SignupMasked
        form={form}
        name="dataNascimento"
        mask="date"
        label={t('fields.dataNascimento')}
        hint={t('fields.dateHint')}
        autoComplete="bday"
      />
      {needsGuardian(form.values.dataNascimento) && (
        <SignupText
          form={form}
          name="EmailResponsavel"
          type="email"
          label={t('fields.emailResponsavel')}
          hint={t('fields.guardianHint')}
        />
      )}
    </>
  );
}
