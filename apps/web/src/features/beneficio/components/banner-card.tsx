import { Link } from '../../../components/link.tsx';
import { paths } from '../../../config/paths.ts';
import './beneficio.css';
import { CONTEUDO_NS } from '../../../lib/club-i18n.ts';
import { useTranslation } from '../../../lib/i18n.ts';

interface ClubBannerCardProps {
  /** The member's first name, when the profile has loaded. */
  nome?: string | undefined;
}

/** The club home's welcome card: what the club gives its members (fan-club.md §2). */
export function ClubBannerCard({ nome }: ClubBannerCardProps) {
  const { t } = useTranslation(CONTEUDO_NS);
  return (
    <section className="club-banner" aria-labelledby="club-banner-title">
      <p className="club-banner__kicker">{t('benefits.kicker')}</p>
      <h2 id="club-banner-title" className="club-banner__title">
        {nome ? t('benefits.welcomeName', { nome }) : t('benefits.welcome')}
      </h2>
      <ul className="club-banner__list">
        <li>{t('benefits.discounts')}</li>
        <li>{t('benefits.prizes')}</li>
        <li>{t('benefits.content')}</li>
      </ul>
      <Link className="button" to={paths.stockclub.stockchannel}>
        {t('benefits.watch')}
      </Link>
    </section>
  );
}
