import type { Control } from 'react-hook-form';
import type { z } from 'zod';
import { TEXT_FIELD_MAX } from '@stockcar/shared/constants';
import type { Candidato, CandidatoSchema } from '@stockcar/shared/schemas/comercial';
import { maskCep } from '@stockcar/shared/validators/contact';
import { EmailField, MobileField } from '../../../components/form/contact-fields.tsx';
import { SelectField, TextField } from '../../../components/form/fields.tsx';
import { COMMERCIAL_NS } from '../../../lib/commercial-i18n.ts';
import { useAreas } from '../api/get-areas.ts';
import { useTranslation } from '../../../lib/i18n.ts';

export const EMPTY_CANDIDATE: z.input<typeof CandidatoSchema> = {
  nome: '',
  email: '',
  celular: '',
  cep: '',
  idArea: '',
  linkedin: '',
  porque: '',
  sonho: '',
};

/** The two free texts, 300 characters each (the spec's '800' label fixed). */
const FREE_TEXT_FIELDS = ['porque', 'sonho'] as const;

/** The candidate's fields (public-site.md §3, §5): all required. */
export function TalentFields({
  control,
}: {
  control: Control<z.input<typeof CandidatoSchema>, unknown, Candidato>;
}) {
  const { t } = useTranslation(COMMERCIAL_NS);
  const areas = useAreas();
  const options = (areas.data ?? []).map((area) => ({
    value: String(area.idArea),
    label: area.nome,
  }));
  return (
    <>
      <TextField
        control={control}
        name="nome"
        label={t('talent.name')}
        autoComplete="name"
        maxLength={150}
      />
      <EmailField control={control} name="email" label={t('talent.email')} />
      <MobileField control={control} name="celular" label={t('talent.mobile')} />
      <TextField
        control={control}
        name="cep"
        label={t('talent.cep')}
        autoComplete="postal-code"
        inputMode="numeric"
        mask={maskCep}
      />
      <SelectField
        control={control}
        name="idArea"
        label={t('talent.area')}
        placeholder={areas.isPending ? t('common.loading') : t('talent.areaPlaceholder')}
        hint={areas.isError ? t('common.error') : undefined}
        options={options}
      />
      <TextField
        control={control}
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
          control={control}
          name={name}
          label={t(`talent.${name}`)}
          rows={4}
          maxLength={TEXT_FIELD_MAX}
        />
      ))}
    </>
  );
}
