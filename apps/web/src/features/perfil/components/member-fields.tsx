import { CheckboxField, SelectField, TextField } from '../../../components/form/fields.tsx';
import type { SchemaForm } from '../../../components/form/use-schema-form.ts';
import type { Perfil } from '@stockcar/shared/schemas/clube-perfil';
import { GENEROS, UFS } from '@stockcar/shared/schemas/clube/comum';
import { maskDate } from '@stockcar/shared/validators/birth-date';
import { maskCep } from '@stockcar/shared/validators/contact';
import { maskCpf } from '@stockcar/shared/validators/cpf';
import { maskPhoneBr } from '@stockcar/shared/validators/phone';
import { Notice } from '../../../components/notice.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { useCepFill } from '../../../lib/club/use-cep-fill.ts';
import { lockedFields, type ProfileValues } from '../utils/profile-values.ts';
import { clubeT } from '../../../lib/club-i18n.ts';

interface MemberFieldsProps {
  form: SchemaForm<ProfileValues>;
  perfil: Perfil;
  /** The profile edit also offers the opt-ins; the completion modal asks only what it needs. */
  withOptins?: boolean;
  /** The phone is changed with its own token flow on the profile page. */
  phoneReadOnly?: boolean;
}

const option = (value: string) => ({ value, label: value });

/** The member's data (fan-club §3 User), shared by the completion modal and the profile edit. */
export function MemberFields({ form, perfil, withOptins, phoneReadOnly }: MemberFieldsProps) {
  const locked = lockedFields(perfil);
  const cep = useCepFill((name, value) => form.set(name, value));
  const brazilian = !form.values.estrangeiro;
  return (
    <>
      <TextField form={form} name="name" label="Nome" autoComplete="given-name" />
      <TextField form={form} name="sobrenome" label="Sobrenome" autoComplete="family-name" />
      <SelectField
        form={form}
        name="genero"
        label="Gênero"
        placeholder="Selecione"
        options={GENEROS.map(option)}
      />
      {(brazilian || perfil.cpf) && (
        <TextField
          form={form}
          name="cpf"
          label="CPF"
          inputMode="numeric"
          mask={maskCpf}
          disabled={locked.cpf}
        />
      )}
      <TextField
        form={form}
        name="dataNascimento"
        label="Data de nascimento (dd/mm/aaaa)"
        inputMode="numeric"
        mask={maskDate}
        disabled={locked.dataNascimento}
      />
      <TextField form={form} name="email" label="E-mail" type="email" autoComplete="email" />
      <TextField form={form} name="emailConfirm" label="Confirme o e-mail" type="email" />
      <TextField
        form={form}
        name="phone"
        label="Celular"
        type="tel"
        autoComplete="tel"
        mask={brazilian ? maskPhoneBr : undefined}
        disabled={phoneReadOnly}
      />
      {brazilian && (
        <>
          <TextField
            form={form}
            name="cep"
            label="CEP"
            inputMode="numeric"
            mask={maskCep}
            onValueChange={cep.lookup}
          />
          {cep.state === 'searching' && <Spinner label="Buscando endereço…" />}
          {cep.state === 'unavailable' && <Notice>{clubeT('cepIndisponivel')}</Notice>}
          <TextField form={form} name="logradouro" label="Endereço" />
          <TextField form={form} name="bairro" label="Bairro" />
          <TextField form={form} name="cidade" label="Cidade" />
          <SelectField
            form={form}
            name="uf"
            label="UF"
            placeholder="UF"
            options={UFS.map(option)}
          />
        </>
      )}
      {withOptins && (
        <fieldset className="perfil__optins">
          <legend>Quero receber novidades do Stock Club por:</legend>
          <CheckboxField form={form} name="emailOptin" label="E-mail" />
          <CheckboxField form={form} name="smsOptin" label="SMS" />
          <CheckboxField form={form} name="whatsAppOptin" label="WhatsApp" />
        </fieldset>
      )}
    </>
  );
}
