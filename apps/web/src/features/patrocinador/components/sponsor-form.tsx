import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PatrocinadorSchema } from '@stockcar/shared/schemas/comercial';
import { ContactFields } from '../../../components/form/contact-fields.tsx';
import { LeadForm } from '../../../components/form/lead-form.tsx';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import { COMMERCIAL_NS } from '../../../lib/commercial-i18n.ts';
import { sendPatrocinador } from '../api/send-patrocinador.ts';

const EMPTY_LEAD = { empresa: '', nomeResponsavel: '', cargo: '', email: '', celular: '' };

/** The sponsor lead form: the B2B form's rules and states (public-site.md §4, §5). */
export function SponsorForm({ backHref }: { backHref: string }) {
  const { t } = useTranslation(COMMERCIAL_NS);
  const form = useSchemaForm(PatrocinadorSchema, EMPTY_LEAD);
  return (
    <LeadForm
      form={form}
      label={t('sponsorForm.label')}
      submitLabel={t('sponsorForm.send')}
      send={sendPatrocinador}
      sent={{
        title: t('sponsorForm.sentTitle'),
        text: t('sponsorForm.sentText'),
        back: (
          <Link className="button" to={backHref}>
            {t('sponsorForm.sentBack')}
          </Link>
        ),
      }}
    >
      <ContactFields form={form} companyField="empresa" />
    </LeadForm>
  );
}
