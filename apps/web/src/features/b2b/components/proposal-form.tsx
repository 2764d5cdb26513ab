import { useId } from 'react';
import { Link } from '../../../components/link.tsx';
import { TEXT_FIELD_MAX } from '@stockcar/shared/constants';
import { useWatch } from 'react-hook-form';
import { B2BPropostaSchema, INTERESSES } from '@stockcar/shared/schemas/comercial';
import { ContactFields } from '../../../components/form/contact-fields.tsx';
import { CheckboxField, SelectField, TextField } from '../../../components/form/fields.tsx';
import { LeadForm } from '../../../components/form/lead-form.tsx';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { COMMERCIAL_NS } from '../../../lib/commercial-i18n.ts';
import { useSendProposta } from '../api/send-proposta.ts';
import { useTranslation } from '../../../lib/i18n.ts';

const OBJETIVOS = [
  'objetivoReconhecimentoColaboradores',
  'objetivoReconhecimentoFornecedores',
  'objetivoRelacionamento',
  'objetivoNetworking',
  'objetivoOutros',
] as const;

const emptyProposal = (idProduto: number) => ({
  idProduto: String(idProduto),
  nomeEmpresa: '',
  nomeResponsavel: '',
  cargo: '',
  email: '',
  celular: '',
  objetivoReconhecimentoColaboradores: false,
  objetivoReconhecimentoFornecedores: false,
  objetivoRelacionamento: false,
  objetivoNetworking: false,
  objetivoOutros: false,
  objetivoOutrosDescricao: '',
});

interface ProposalFormProps {
  idProduto: number;
  /** The product's name from `?p=` (or the list), shown prefilled. */
  produto: string;
  /** Where the confirmation's back button goes (the product list). */
  backHref: string;
}

/** The B2B proposal form of public-site.md §4 and §5. */
export function ProposalForm({ idProduto, produto, backHref }: ProposalFormProps) {
  const { t } = useTranslation(COMMERCIAL_NS);
  const productId = useId();
  const zodForm = useZodForm(B2BPropostaSchema, emptyProposal(idProduto));
  const { control } = zodForm.form;
  const outros = useWatch({ control, name: 'objetivoOutros' });
  const send = useSendProposta();
  return (
    <LeadForm
      zodForm={zodForm}
      label={t('proposal.label')}
      submitLabel={t('proposal.send')}
      send={send}
      sent={{
        title: t('proposal.sentTitle'),
        text: t('proposal.sentText'),
        back: (
          <Link className="button" to={backHref}>
            {t('proposal.sentBack')}
          </Link>
        ),
      }}
    >
      <div className="field">
        <label className="field__label" htmlFor={productId}>
          {t('proposal.product')}
        </label>
        <input id={productId} className="field__control" value={produto} readOnly />
      </div>
      <ContactFields control={control} companyField="nomeEmpresa" />
      <SelectField
        control={control}
        name="interesse"
        label={t('proposal.interest')}
        placeholder={t('proposal.interestPlaceholder')}
        options={INTERESSES.map((value) => ({ value, label: t(`proposal.interests.${value}`) }))}
      />
      <fieldset className="form__group">
        <legend>{t('proposal.objectives')}</legend>
        {OBJETIVOS.map((name) => (
          <CheckboxField
            key={name}
            control={control}
            name={name}
            label={t(`proposal.objective.${name}`)}
          />
        ))}
        {outros && (
          <TextField
            control={control}
            name="objetivoOutrosDescricao"
            label={t('proposal.otherObjective')}
            rows={4}
            maxLength={TEXT_FIELD_MAX}
          />
        )}
      </fieldset>
    </LeadForm>
  );
}
