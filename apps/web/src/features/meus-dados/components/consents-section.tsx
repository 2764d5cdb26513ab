import { queryState } from '../../../components/query-state.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { useConsentimentos } from '../api/get-consentimentos.ts';
import { ConsentHistory } from './consent-history.tsx';
import { OptIns } from './opt-ins.tsx';
import '../../../components/form/text-button.css';
import './meus-dados.css';

/** "Consentimentos": the optional ones to withdraw or give again, and the whole history. */
export function ConsentsSection() {
  const consents = queryState(useConsentimentos(), {
    pending: <Spinner label="Carregando seus consentimentos…" />,
    errorText: 'Não foi possível carregar os seus consentimentos agora.',
    fixedErrorText: true,
    retryLabel: 'Tentar novamente',
  });
  return (
    <section className="meus-dados__section" aria-labelledby="meus-dados-consentimentos">
      <h2 id="meus-dados-consentimentos">Consentimentos</h2>
      <p>
        As comunicações abaixo são opcionais: você pode retirar ou dar de novo a sua autorização a
        qualquer momento. Cada escolha fica registrada com data e hora.
      </p>
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
