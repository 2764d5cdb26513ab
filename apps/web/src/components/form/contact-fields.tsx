import type { FieldValues } from 'react-hook-form';
import { maskMobile } from '@stockcar/shared/validators/contact';
import { COMMERCIAL_NS } from '../../lib/commercial-i18n.ts';
import { type FieldBinding, type PathTo, type TextBinding } from './use-field.ts';
import { TextField } from './fields.tsx';
import { useTranslation } from '../../lib/i18n.ts';

interface NamedFieldProps<T extends FieldValues, O> extends TextBinding<T, O> {
  label: string;
}

/** An e-mail: invalid without an at-sign (public-site.md §5). */
export function EmailField<T extends FieldValues, O>(props: NamedFieldProps<T, O>) {
  return (
    <TextField {...props} type="email" autoComplete="email" inputMode="email" maxLength={254} />
  );
}

/** A mobile masked as typed, (##) ####-#### then (##) #####-####; valid at 15 characters. */
export function MobileField<T extends FieldValues, O>(props: NamedFieldProps<T, O>) {
  const { t } = useTranslation(COMMERCIAL_NS);
  return (
    <TextField
      {...props}
      type="tel"
      hint={t('contact.mobileHint')}
      autoComplete="tel-national"
      inputMode="tel"
      mask={maskMobile}
    />
  );
}

/** The fields every lead shares; the company's field is named by the form. */
interface ContactValues {
  nomeResponsavel: string;
  cargo: string;
  email: string;
  celular: string;
}

interface ContactFieldsProps<T extends ContactValues & FieldValues, O> extends Pick<
  FieldBinding<T, O>,
  'control'
> {
  /** The company field's name: `nomeEmpresa` in a B2B proposal, `empresa` in a sponsor lead. */
  companyField: PathTo<T, string | undefined>;
}

/**
 * The five required fields of the B2B proposal and the sponsor lead (public-site.md §5):
 * company, responsible name, position, corporate e-mail and the masked mobile.
 */
export function ContactFields<T extends ContactValues & FieldValues, O>({
  control,
  companyField,
}: ContactFieldsProps<T, O>) {
  const { t } = useTranslation(COMMERCIAL_NS);
  // T has these fields (its constraint), but TypeScript cannot list the paths of a generic type.
  const named = (name: keyof ContactValues) => name as PathTo<T, string | undefined>;
  const texts = [
    { name: companyField, label: t('contact.company'), autoComplete: 'organization' },
    { name: named('nomeResponsavel'), label: t('contact.responsible'), autoComplete: 'name' },
    { name: named('cargo'), label: t('contact.position'), autoComplete: 'organization-title' },
  ];
  return (
    <>
      {texts.map((field) => (
        <TextField key={field.name} control={control} {...field} maxLength={150} />
      ))}
      <EmailField control={control} name={named('email')} label={t('contact.email')} />
      <MobileField control={control} name={named('celular')} label={t('contact.mobile')} />
    </>
  );
}
