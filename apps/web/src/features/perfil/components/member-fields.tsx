import { useWatch, type Control, type FieldPath } from 'react-hook-form';
import type { contaPtBr } from '@stockcar/shared/locales/conta/pt-br';
import type { Perfil, PerfilUpdate } from '@stockcar/shared/schemas/clube-perfil';
import { GENEROS, UFS } from '@stockcar/shared/schemas/clube/comum';
import { maskDate } from '@stockcar/shared/validators/birth-date';
import { maskCep } from '@stockcar/shared/validators/contact';
import { maskCpf } from '@stockcar/shared/validators/cpf';
import { maskPhoneBr } from '@stockcar/shared/validators/phone';
import { CheckboxField, SelectField, TextField } from '../../../components/form/fields.tsx';
import { Notice } from '../../../components/notice.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { useCepFill } from '../../../lib/club/use-cep-fill.ts';
import { lockedFields, type ProfileValues } from '../utils/profile-values.ts';
import { CONTA_NS, clubeT } from '../../../lib/club-i18n.ts';
import { useTranslation } from '../../../lib/i18n.ts';

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

/** A profile field whose label text is keyed by the field's own name. */
type LabelledField = FieldPath<ProfileValues> & keyof typeof contaPtBr.perfil;

const option = (value: string) => ({ value, label: value });
const GENERO_OPTIONS = GENEROS.map(option);
const UF_OPTIONS = UFS.map(option);
const OPT_INS = ['emailOptin', 'smsOptin', 'whatsAppOptin'] as const;

/** The member's data (fan-club §3 User), shared by the completion modal and the profile edit. */
export function MemberFields(props: MemberFieldsProps) {
  const { control, perfil, withOptins, phoneReadOnly } = props;
  const { t } = useTranslation(CONTA_NS);
  const locked = lockedFields(perfil);
  const cep = useCepFill(props.setValue);
  const brazilian = !useWatch({ control, name: 'estrangeiro' });
  const field = <N extends LabelledField>(name: N) => ({
    control,
    name,
    label: t(`perfil.${name}`),
  });
  const numeric = { inputMode: 'numeric' } as const;
  return (
    <>
      <TextField {...field('name')} autoComplete="given-name" />
      <TextField {...field('sobrenome')} autoComplete="family-name" />
      <SelectField
        {...field('genero')}
        placeholder={t('perfil.selecione')}
        options={GENERO_OPTIONS}
      />
      {(brazilian || perfil.cpf) && (
        <TextField {...field('cpf')} {...numeric} mask={maskCpf} disabled={locked.cpf} />
      )}
      <TextField
        {...field('dataNascimento')}
        {...numeric}
        mask={maskDate}
        disabled={locked.dataNascimento}
      />
      <TextField {...field('email')} type="email" autoComplete="email" />
      <TextField {...field('emailConfirm')} type="email" />
      <TextField
        {...field('phone')}
        type="tel"
        autoComplete="tel"
        mask={brazilian ? maskPhoneBr : undefined}
        disabled={phoneReadOnly}
      />
      {brazilian && (
        <>
          <TextField {...field('cep')} {...numeric} mask={maskCep} onValueChange={cep.lookup} />
          {cep.state === 'searching' && <Spinner label={t('perfil.buscandoCep')} />}
          {cep.state === 'unavailable' && <Notice>{clubeT('cepIndisponivel')}</Notice>}
          <TextField {...field('logradouro')} />
          <TextField {...field('bairro')} />
          <TextField {...field('cidade')} />
          <SelectField {...field('uf')} placeholder={t('perfil.uf')} options={UF_OPTIONS} />
        </>
      )}
      {withOptins && (
        <fieldset className="perfil__optins">
          <legend>{t('perfil.optins')}</legend>
          {OPT_INS.map((name) => (
            <CheckboxField key={name} {...field(name)} />
          ))}
        </fieldset>
      )}
    </>
  );
}
