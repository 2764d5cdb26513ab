import { useTranslation } from 'react-i18next';
import { TEXT_FIELD_MAX } from '@stockcar/shared/constants';
import { maskCep } from '@stockcar/shared/validators/contact';
import { EmailField, MobileField } from '../../../components/form/contact-fields.tsx';
import { SelectField, TextField } from '../../../components/form/fields.tsx';
import type { SchemaForm } from '../../../components/form/use-schema-form.ts';
import { COMMERCIAL_NS } from '../../../lib/commercial-i18n.ts';
import { useAreas } from '../api/get-areas.ts';

export const EMPTY_CANDIDATE = {
  nome: '',
  email: '',
  celular: '',
  cep: '',
  idArea: '',
  linkedin: '',
  porque: '',
  sonho: '',
};
export type CandidateValues = typeof EMPTY_CANDIDATE;

/** The two free texts, 300 characters each (the spec's '800' label fixed). */
const FREE_TEXT_FIELDS = ['porque', 'sonho'] as const;

/** The candidate's fields (public-site.md §3, §5): all required. */
export function TalentFields({ form }: { form: SchemaForm<CandidateValues> }) {
  const { t } = useTranslation(COMMERCIAL_NS);
  const areas = useAreas();
  const options = (areas.data ?? []).map((area) => ({
    value: String(area.idArea),
    label: area.nome,
  }));
  return (
    <>
      <TextField
        form={form}
        name="nome"
        label={t('talent.name')}
        autoComplete="name"
        maxLength={150}
      />
      <EmailField form={form} name="email" label={t('talent.email')} />
      <MobileField form={form} name="celular" label={t('talent.mobile')} />
      <TextField
        form={form}
        name="cep"
        label={t('talent.cep')}
        autoComplete="postal-code"
        inputMode="numeric"
        mask={maskCep}
      />
      <SelectField
        form={form}
        name="idArea"
        label={t('talent.area')}
        placeholder={areas.isPending ? t('common.loading') : t('talent.areaPlaceholder')}
        hint={areas.isError ? t('common.error') : undefined}
        options={options}
      />
      <TextField
        form={form}
        name="linkedin"
        type="url"
        label={t('talent.linkedin')}
        autoComplete="url"
        inputMode="url"
        maxLength={300}
      />
      {FREE_TEXT_FIELDS.map((name) => (
        <TextField
          key={name}
          form={form}
          name={name}
          label={t(`talent.${name}`)}
          rows={4}
          maxLength={TEXT_FIELD_MAX}
        />
      ))}
    </>
  );
}
