import { queryState } from '../../../components/query-state.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { useConsentimentos } from '../api/get-consentimentos.ts';
import { ConsentHistory } from './consent-history.tsx';
import { OptIns } from './opt-ins.tsx';
import '../../../components/form/text-button.css';
import './meus-dados.css';
import { useTranslation } from 'react-i18next';
import { CLUBE_NS } from '../../../lib/club-i18n.ts';

/** "Consentimentos": the optional ones to withdraw or give again, and the whole history. */
export function ConsentsSection() {
  const { t } = useTranslation(CLUBE_NS);
  const consents = queryState(useConsentimentos(), {
    pending: <Spinner label={t('myData.consents.loading')} />,
    errorText: t('myData.consents.loadFailed'),
    fixedErrorText: true,
    retryLabel: t('common.retry'),
  });
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
