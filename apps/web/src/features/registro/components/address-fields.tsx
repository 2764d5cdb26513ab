import { UFS } from '@stockcar/shared/schemas/clube/comum';
import { Notice } from '../../../components/notice.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { useCepFill } from '../../../lib/club/use-cep-fill.ts';
import { signupErrorText } from '../../../lib/club/signup-i18n.ts';
import { SignupMasked } from './identity-fields.tsx';
import { SignupSelect, SignupText, type SignupForm } from './signup-field.tsx';
import { useSignupLanguage } from './signup-language.tsx';
import { clubeT } from '../../../lib/club-i18n.ts';

/** CEP and address of Brazilian members (fan-club.md §5). */
export function AddressFields({ form }: { form: SignupForm }) {
  const { t } = useSignupLanguage();
  const { state: lookup, lookup: lookUpCep } = useCepFill((name, value) => form.set(name, value));
  const onCep = (cep: string) => {
    form.set('cep', cep);
    lookUpCep(cep);
  };
  return (
    <>
      <SignupMasked
        form={form}
        name="cep"
        mask="cep"
        onChange={onCep}
        label={t('fields.cep')}
        autoComplete="postal-code"
      />
      {lookup === 'searching' && <Spinner label={t('fields.cepSearching')} />}
      {lookup === 'unavailable' && <Notice>{signupErrorText(clubeT('cepIndisponivel'), t)}</Notice>}
      <SignupText
        form={form}
        name="logradouro"
        label={t('fields.logradouro')}
        autoComplete="address-line1"
      />
      <SignupText form={form} name="bairro" label={t('fields.bairro')} />
      <SignupText
        form={form}
        name="cidade"
        label={t('fields.cidade')}
        autoComplete="address-level2"
      />
      <SignupSelect
        form={form}
        name="uf"
        label={t('fields.uf')}
        options={UFS.map((uf) => ({ value: uf, label: uf }))}
      />
    </>
  );
}
