import { UFS } from '@stockcar/shared/schemas/clube/comum';
import { SelectField, TextField } from '../../../components/form/fields.tsx';
import { MaskedField } from '../../../components/form/masked-input.tsx';
import { Notice } from '../../../components/notice.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { clubeT } from '../../../lib/club-i18n.ts';
import { signupErrorText } from '../../../lib/club/signup-i18n.ts';
import { useCepFill } from '../../../lib/club/use-cep-fill.ts';
import type { SignupForm } from '../utils/signup-values.ts';
import { useSignupField, useSignupLanguage } from './signup-language.tsx';

const UF_OPTIONS = UFS.map((uf) => ({ value: uf, label: uf }));

/** CEP and address of Brazilian members (fan-club.md §5). */
export function AddressFields({ form }: { form: SignupForm }) {
  const { t } = useSignupLanguage();
  const field = useSignupField(form);
  const cep = useCepFill((name, value) => form.setValue(name, value));
  return (
    <>
      <MaskedField
        {...field('cep')}
        mask="cep"
        onValueChange={cep.lookup}
        autoComplete="postal-code"
      />
      {cep.state === 'searching' && <Spinner label={t('fields.cepSearching')} />}
      {cep.state === 'unavailable' && (
        <Notice>{signupErrorText(clubeT('cepIndisponivel'), t)}</Notice>
      )}
      <TextField {...field('logradouro')} autoComplete="address-line1" />
      <TextField {...field('bairro')} />
      <TextField {...field('cidade')} autoComplete="address-level2" />
      <SelectField {...field('uf')} placeholder={t('fields.select')} options={UF_OPTIONS} />
    </>
  );
}
