import type { ConsentimentoRegistro } from '@stockcar/shared/schemas/meus-dados';
import { Notice } from '../../../components/notice.tsx';
import { consentLabel, formatDateTime, givenByLabel, originLabel } from '../utils/format.ts';

/** Every consent choice, newest first: what, given or withdrawn, when, where and by whom. */
export function ConsentHistory({ historico }: { historico: ConsentimentoRegistro[] }) {
  return (
    <>
      <h3 className="meus-dados__subtitle">Histórico</h3>
      {historico.length === 0 ? (
        <Notice>Nenhum consentimento registrado.</Notice>
      ) : (
        <ol className="meus-dados__list" aria-label="Histórico de consentimentos">
          {historico.map((h) => (
            <li key={h.id} className="meus-dados__item">
              <strong>{consentLabel(h.finalidade)}</strong>
              <span>{h.concedido ? 'Concedido' : 'Retirado'}</span>
              <span className="meus-dados__meta">
                {formatDateTime(h.data)} · {originLabel(h.origem)} · {givenByLabel(h.concedidoPor)}{' '}
                · texto {h.versaoTexto}
              </span>
            </li>
          ))}
        </ol>
      )}
    </>
  );
}
