import { useTranslation } from 'react-i18next';
import { useWatch, type Control } from 'react-hook-form';
import type { Perfil, PerfilUpdate } from '@stockcar/shared/schemas/clube-perfil';
import { GENEROS, UFS } from '@stockcar/shared/schemas/clube/comum';
import { maskDate } from '@stockcar/shared/validators/birth-date';
import { maskCep } from '@stockcar/shared/validators/contact';
import { maskCpf } from '@stockcar/shared/validators/cpf';
import { maskPhoneBr } from '@stockcar/shared/validators/phone';
import { CheckboxField, SelectField, TextField } from '../../../components/form/fields.tsx';
import { Notice } from '../../../components/notice.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { CONTA_NS } from '../../../lib/account-i18n.ts';
import { useCepFill } from '../../../lib/club/use-cep-fill.ts';
import { clubeT } from '../../../lib/club-i18n.ts';
import { lockedFields, type ProfileValues } from '../utils/profile-values.ts';

interface MemberFieldsProps {
  control: Control<ProfileValues, unknown, PerfilUpdate>;
  /** Fills the address from the CEP's answer. */
  setValue: (name: 'logradouro' | 'bairro' | 'cidade' | 'uf', value: string) => void;
  perfil: Perfil;
  /** The profile edit also offers the opt-ins; the completion modal asks only what it needs. */
  withOptins?: boolean;
  /** The phone is changed with its own token flow on the profile page. */
  phoneReadOnly?: boolean;
}

const option = (value: string) => ({ value, label: value });
const OPT_INS = ['emailOptin', 'smsOptin', 'whatsAppOptin'] as const;

/** The member's data (fan-club §3 User), shared by the completion modal and the profile edit. */
export function MemberFields(props: MemberFieldsProps) {
  const { control, perfil, withOptins, phoneReadOnly } = props;
  const { t } = useTranslation(CONTA_NS);
  const locked = lockedFields(perfil);
  const cep = useCepFill(props.setValue);
  const brazilian = !useWatch({ control, name: 'estrangeiro' });
  return (
    <>
      <TextField control={control} name="name" label={t('perfil.nome')} autoComplete="given-name" />
      <TextField
        control={control}
        name="sobrenome"
        label={t('perfil.sobrenome')}
        autoComplete="family-name"
      />
      <SelectField
        control={control}
        name="genero"
        label={t('perfil.genero')}
        placeholder={t('perfil.selecione')}
        options={GENEROS.map(option)}
      />
      {(brazilian || perfil.cpf) && (
        <TextField
          control={control}
          name="cpf"
          label={t('perfil.cpf')}
          inputMode="numeric"
          mask={maskCpf}
          disabled={locked.cpf}
        />
      )}
      <TextField
        control={control}
        name="dataNascimento"
        label={t('perfil.dataNascimento')}
        inputMode="numeric"
        mask={maskDate}
        disabled={locked.dataNascimento}
      />
      <TextField
        control={control}
        name="email"
        label={t('perfil.email')}
        type="email"
        autoComplete="email"
      />
      <TextField
        control={control}
        name="emailConfirm"
        label={t('perfil.emailConfirm')}
        type="email"
      />
      <TextField
        control={control}
        name="phone"
        label={t('perfil.celular')}
        type="tel"
        autoComplete="tel"
        mask={brazilian ? maskPhoneBr : undefined}
        disabled={phoneReadOnly}
      />
      {brazilian && (
        <>
          <TextField
            control={control}
            name="cep"
            label={t('perfil.cep')}
            inputMode="numeric"
            mask={maskCep}
            onValueChange={cep.lookup}
          />
          {cep.state === 'searching' && <Spinner label={t('perfil.buscandoCep')} />}
          {cep.state === 'unavailable' && <Notice>{clubeT('cepIndisponivel')}</Notice>}
          <TextField control={control} name="logradouro" label={t('perfil.logradouro')} />
          <TextField control={control} name="bairro" label={t('perfil.bairro')} />
          <TextField control={control} name="cidade" label={t('perfil.cidade')} />
          <SelectField
            control={control}
            name="uf"
            label={t('perfil.uf')}
            placeholder={t('perfil.uf')}
            options={UFS.map(option)}
          />
        </>
      )}
      {withOptins && (
        <fieldset className="perfil__optins">
          <legend>{t('perfil.optins')}</legend>
          {OPT_INS.map((name) => (
            <CheckboxField key={name} control={control} name={name} label={t(`perfil.${name}`)} />
          ))}
        </fieldset>
      )}
    </>
  );
}
