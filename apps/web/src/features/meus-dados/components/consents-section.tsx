import { queryState } from '../../../components/query-state.tsx';
import { useSectionLoad } from '../../../lib/club/use-section-load.tsx';
import { useConsentimentos } from '../api/get-consentimentos.ts';
import { ConsentHistory } from './consent-history.tsx';
import { OptIns } from './opt-ins.tsx';
import './meus-dados.css';
import { CLUBE_NS } from '../../../lib/club-i18n.ts';
import { useTranslation } from '../../../lib/i18n.ts';

/** "Consentimentos": the optional ones to withdraw or give again, and the whole history. */
export function ConsentsSection() {
  const { t } = useTranslation(CLUBE_NS);
  const consents = queryState(
    useConsentimentos(),
    useSectionLoad(t('myData.consents.loading'), t('myData.consents.loadFailed')),
  );
  return (
    <section className="meus-dados__section" aria-labelledby="meus-dados-consentimentos">
      <h2 id="meus-dados-consentimentos">{t('myData.consents.title')}</h2>
      <p>{t('myData.consents.text')}</p>
      {consents.ready ? (
        <>
          <OptIns opcionais={consents.data.opcionais} />
          <ConsentHistory historico={consents.data.historico} />
        </>
      ) : (
        consents.screen
      )}
    </section>
  );
}
