import { Spinner } from '../../../components/spinner.tsx';
import { useConsentimentos } from '../api/get-consentimentos.ts';
import { ConsentHistory } from './consent-history.tsx';
import { OptIns } from './opt-ins.tsx';
import { LoadFailure } from './load-failure.tsx';
import './meus-dados.css';

/** "Consentimentos": the optional ones to withdraw or give again, and the whole history. */
export function ConsentsSection() {
  const consents = useConsentimentos();
  return (
    <section className="meus-dados__section" aria-labelledby="meus-dados-consentimentos">
      <h2 id="meus-dados-consentimentos">Consentimentos</h2>
      <p>
        As comunicações abaixo são opcionais: você pode retirar ou dar de novo a sua autorização a
        qualquer momento. Cada escolha fica registrada com data e hora.
      </p>
      {consents.isPending && <Spinner label="Carregando seus consentimentos…" />}
      {consents.isError && (
        <LoadFailure what="os seus consentimentos" onRetry={() => void consents.refetch()} />
      )}
      {consents.data && (
        <>
          <OptIns opcionais={consents.data.opcionais} />
          <ConsentHistory historico={consents.data.historico} />
        </>
      )}
    </section>
  );
}
