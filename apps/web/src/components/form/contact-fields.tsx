import { useTranslation } from 'react-i18next';
import { maskMobile } from '@stockcar/shared/validators/contact';
import { COMMERCIAL_NS } from '../../lib/commercial-i18n.ts';
import { TextField } from './fields.tsx';
import type { FormValues, SchemaForm } from './use-schema-form.ts';

interface NamedFieldProps<V extends FormValues> {
  form: SchemaForm<V>;
  name: keyof V & string;
  label: string;
}

/** An e-mail: invalid without an at-sign (public-site.md §5). */
export function EmailField<V extends FormValues>(props: NamedFieldProps<V>) {
  return (
    <TextField {...props} type="email" autoComplete="email" inputMode="email" maxLength={254} />
  );
}

/** A mobile masked as typed, (##) ####-#### then (##) #####-####; valid at 15 characters. */
export function MobileField<V extends FormValues>(props: NamedFieldProps<V>) {
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

type ContactValues = FormValues & {
  nomeResponsavel: string;
  cargo: string;
  email: string;
  celular: string;
};

interface ContactFieldsProps<V extends ContactValues> {
  form: SchemaForm<V>;
  /** The company field's name: `nomeEmpresa` in a B2B proposal, `empresa` in a sponsor lead. */
  companyField: keyof V & string;
}

/**
 * The five required fields of the B2B proposal and the sponsor lead (public-site.md §5):
 * company, responsible name, position, corporate e-mail and the masked mobile.
 */
export function ContactFields<V extends ContactValues>({
  form,
  companyField,
}: ContactFieldsProps<V>) {
  const { t } = useTranslation(COMMERCIAL_NS);
  const texts = [
    { name: companyField, label: t('contact.company'), autoComplete: 'organization' },
    { name: 'nomeResponsavel', label: t('contact.responsible'), autoComplete: 'name' },
    { name: 'cargo', label: t('contact.position'), autoComplete: 'organization-title' },
  ] as const;
  return (
    <>
      {texts.map((field) => (
        <TextField key={field.name} form={form} {...field} maxLength={150} />
      ))}
      <EmailField form={form} name="email" label={t('contact.email')} />
      <MobileField form={form} name="celular" label={t('contact.mobile')} />
    </>
  );
}
