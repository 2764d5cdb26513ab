import { Link } from '../../../components/link.tsx';
import { PatrocinadorSchema } from '@stockcar/shared/schemas/comercial';
import { ContactFields } from '../../../components/form/contact-fields.tsx';
import { LeadForm } from '../../../components/form/lead-form.tsx';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { COMMERCIAL_NS } from '../../../lib/commercial-i18n.ts';
import { useSendPatrocinador } from '../api/send-patrocinador.ts';
import { useTranslation } from '../../../lib/i18n.ts';

const EMPTY_LEAD = { empresa: '', nomeResponsavel: '', cargo: '', email: '', celular: '' };

/** The sponsor lead form: the B2B form's rules and states (public-site.md §4, §5). */
export function SponsorForm({ backHref }: { backHref: string }) {
  const { t } = useTranslation(COMMERCIAL_NS);
  const zodForm = useZodForm(PatrocinadorSchema, EMPTY_LEAD);
  const send = useSendPatrocinador();
  return (
    <LeadForm
      zodForm={zodForm}
      label={t('sponsorForm.label')}
      submitLabel={t('sponsorForm.send')}
      send={send}
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
      <ContactFields control={zodForm.form.control} companyField="empresa" />
    </LeadForm>
  );
}
