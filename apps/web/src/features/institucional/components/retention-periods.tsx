import { useId } from 'react';
import type { RetentionPeriods as Periods } from '@stockcar/shared/schemas/runtime-config';
import { INSTITUTIONAL_NS } from '../../../lib/institutional-i18n.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import './institutional.css';

/**
 * The privacy policy's statement of how long personal data is kept. The numbers are the
 * server's retention settings (runtime config), so the page says what the job really does.
 */
export function RetentionPeriods({ periods }: { periods: Periods }) {
  const { t } = useTranslation(INSTITUTIONAL_NS);
  const headingId = useId();
  const months = (count: number) => t('retention.months', { count });
  const days = (count: number) => t('retention.days', { count });
  const hours = (count: number) => t('retention.hours', { count });
  const items = [
    t('retention.candidates', { period: months(periods.candidatesMonths) }),
    t('retention.leads', { period: months(periods.leadsMonths) }),
    t('retention.outbox', { period: days(periods.outboxDays) }),
    t('retention.expired', { period: days(periods.expiredDays) }),
    t('retention.loginFailures', { period: hours(periods.loginFailuresHours) }),
    t('retention.revocationProof', { period: months(periods.revocationProofMonths) }),
  ];
  return (
    <section className="institutional__card" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('retention.title')}</h2>
      <p>{t('retention.intro')}</p>
      <ul>
        {items.map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
      <p>{t('retention.account')}</p>
    </section>
  );
}
