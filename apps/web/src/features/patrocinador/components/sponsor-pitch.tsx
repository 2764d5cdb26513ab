import { Link } from '../../../components/link.tsx';
import { COMMERCIAL_NS } from '../../../lib/commercial-i18n.ts';
import { PitchPillars } from './pitch-pillars.tsx';
import { SponsorWall } from './sponsor-wall.tsx';
import { TourVideo } from './tour-video.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import './sponsor-pitch.css';

interface SponsorPitchProps {
  logos: readonly { nome: string; imagem: string }[] | undefined;
  logosFailed: boolean;
  /** The sponsor lead form. */
  formHref: string;
}

/**
 * The sponsorship page (public-site.md §2.5): the pitch, the sponsors' logos, four info
 * modals, the guided tour and the contact buttons.
 */
export function SponsorPitch({ logos, logosFailed, formHref }: SponsorPitchProps) {
  const { t } = useTranslation(COMMERCIAL_NS);
  const contact = (
    <Link className="button" to={formHref}>
      {t('sponsor.cta')}
    </Link>
  );
  return (
    <div className="pitch">
      <section className="pitch-intro">
        <p>{t('sponsor.intro')}</p>
        {contact}
      </section>
      <SponsorWall logos={logos} failed={logosFailed} />
      <PitchPillars />
      <TourVideo />
      <section className="pitch-cta" aria-labelledby="pitch-cta-title">
        <h2 id="pitch-cta-title" className="section-title pitch__heading">
          {t('sponsor.ctaTitle')}
        </h2>
        <p>{t('sponsor.ctaText')}</p>
        {contact}
      </section>
    </div>
  );
}
