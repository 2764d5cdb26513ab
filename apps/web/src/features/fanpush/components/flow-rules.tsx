import { FANPUSH_PICKS, FANPUSH_TOP } from '@stockcar/shared/schemas/fanpush';
import { CLUBE_NS } from '../../../lib/club-i18n.ts';
import { useTranslation } from '../../../lib/i18n.ts';

/** The Fan Push's flow, which the member accepts once before the first vote. */
export function FlowRules() {
  const { t } = useTranslation(CLUBE_NS);
  return (
    <div className="fanpush-rules">
      <h2 className="fanpush__subtitle">{t('fanpush.rules.title')}</h2>
      <ol>
        <li>{t('fanpush.rules.period')}</li>
        <li>{t('fanpush.rules.pick', { picks: FANPUSH_PICKS })}</li>
        <li>{t('fanpush.rules.token')}</li>
        <li>{t('fanpush.rules.once')}</li>
        <li>{t('fanpush.rules.power', { top: FANPUSH_TOP })}</li>
      </ol>
    </div>
  );
}
