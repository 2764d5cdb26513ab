import { LOGO_PLACEHOLDERS } from '@stockcar/shared/constants';
import { useTranslation } from '../../lib/i18n.ts';
import './sponsor-placeholders.css';

/** The partner logos while they load: placeholders that hold the block's size (no shift). */
export function SponsorPlaceholders() {
  const { t } = useTranslation();
  return (
    <div className="sponsors sponsors--loading" aria-busy="true">
      <span className="visually-hidden">{t('common.loadingPartners')}</span>
      {Array.from({ length: LOGO_PLACEHOLDERS }, (_, index) => (
        <span key={index} className="sponsors__placeholder" aria-hidden="true" />
      ))}
    </div>
  );
}
