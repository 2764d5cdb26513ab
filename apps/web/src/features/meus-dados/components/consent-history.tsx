import type { ConsentimentoRegistro } from '@stockcar/shared/schemas/meus-dados';
import { Notice } from '../../../components/notice.tsx';
import { formatDateTime } from '../../../lib/format-date.ts';
import { consentLabel, givenByLabel, originLabel } from '../utils/format.ts';
import { CLUBE_NS } from '../../../lib/club-i18n.ts';
import { useTranslation } from '../../../lib/i18n.ts';

/** Every consent choice, newest first: what, given or withdrawn, when, where and by whom. */
export function ConsentHistory({ historico }: { historico: ConsentimentoRegistro[] }) {
  const { t } = useTranslation(CLUBE_NS);
  return (
    <>
      <h3 className="meus-dados__subtitle">{t('myData.consents.history')}</h3>
      {historico.length === 0 ? (
        <Notice>{t('myData.consents.none')}</Notice>
      ) : (
        <ol className="meus-dados__list" aria-label={t('myData.consents.historyLabel')}>
          {historico.map((h) => (
            <li key={h.id} className="meus-dados__item">
              <strong>{consentLabel(h.finalidade)}</strong>
              <span>
                {h.concedido ? t('myData.consents.given') : t('myData.consents.withdrawn')}
              </span>
              <span className="meus-dados__meta">
                {t('myData.consents.meta', {
                  data: formatDateTime(h.data),
                  origem: originLabel(h.origem),
                  por: givenByLabel(h.concedidoPor),
                  versao: h.versaoTexto,
                })}
              </span>
            </li>
          ))}
        </ol>
      )}
    </>
  );
}
