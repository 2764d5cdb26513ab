import { UFS } from '@stockcar/shared/schemas/clube/comum';
import { SelectField, TextField } from '../../../components/form/fields.tsx';
import { MaskedField } from '../../../components/form/masked-input.tsx';
import { Notice } from '../../../components/notice.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { clubeT } from '../../../lib/club-i18n.ts';
import { signupErrorText } from '../../../lib/club/signup-i18n.ts';
import { useCepFill } from '../../../lib/club/use-cep-fill.ts';
import type { SignupForm } from '../utils/signup-values.ts';
import { useSignupLanguage } from './signup-language.tsx';

/** CEP and address of Brazilian members (fan-club.md §5). */
export function AddressFields({ form }: { form: SignupForm }) {
  const { t } = useSignupLanguage();
  const { control } = form;
  const cep = useCepFill((name, value) => form.setValue(name, value));
  return (
    <>
      <MaskedField
        control={control}
        name="cep"
        mask="cep"
        onValueChange={cep.lookup}
        label={t('fields.cep')}
        autoComplete="postal-code"
      />
      {cep.state === 'searching' && <Spinner label={t('fields.cepSearching')} />}
      {cep.state === 'unavailable' && (
        <Notice>{signupErrorText(clubeT('cepIndisponivel'), t)}</Notice>
      )}
      <TextField
        control={control}
        name="logradouro"
        label={t('fields.logradouro')}
        autoComplete="address-line1"
      />
      <TextField control={control} name="bairro" label={t('fields.bairro')} />
      <TextField
        control={control}
        name="cidade"
        label={t('fields.cidade')}
        autoComplete="address-level2"
      />
      <SelectField
        control={control}
        name="uf"
        label={t('fields.uf')}
        placeholder={t('fields.select')}
        options={UFS.map((uf) => ({ value: uf, label: uf }))}
      />
    </>
  );
}
