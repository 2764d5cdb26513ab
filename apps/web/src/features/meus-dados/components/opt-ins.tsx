import { useState } from 'react';
import type { Consentimentos, OptionalConsent } from '@stockcar/shared/schemas/meus-dados';
import { useTimedNotice } from '../../../components/form/use-timed-notice.ts';
import { Notice } from '../../../components/notice.tsx';
import { failureText } from '../../../lib/api-error.ts';
import { useUpdateConsentimento } from '../api/update-consentimento.ts';
import { consentLabel } from '../utils/format.ts';
import '../../../components/form/form.css';
import { CLUBE_NS } from '../../../lib/club-i18n.ts';
import { useTranslation } from '../../../lib/i18n.ts';

interface OptInsProps {
  opcionais: Consentimentos['opcionais'];
}

/** One checkbox per optional consent: unchecking withdraws it, checking gives it again. */
export function OptIns({ opcionais }: OptInsProps) {
  const { t } = useTranslation(CLUBE_NS);
  const update = useUpdateConsentimento();
  const done = useTimedNotice();
  const failed = useTimedNotice();

  // The box shows the choice at once while it is sent (in the click's own render: the
  // mutation's state arrives a tick later); a refusal puts the stored one back.
  const [sending, setSending] = useState<{ finalidade: OptionalConsent; concedido: boolean }>();

  const change = (finalidade: OptionalConsent, concedido: boolean) => {
    done.hide();
    failed.hide();
    setSending({ finalidade, concedido });
    update.mutate(
      { finalidade, concedido },
      {
        onSuccess: ({ mensagem }) => done.show(mensagem || t('consentimentoAtualizado')),
        onError: (error) => failed.show(failureText(error, t('erroGenerico'))),
        onSettled: () => setSending(undefined),
      },
    );
  };

  const shown = (finalidade: OptionalConsent, concedido: boolean) =>
    sending?.finalidade === finalidade ? sending.concedido : concedido;

  return (
    <fieldset className="meus-dados__optins" aria-busy={sending !== undefined}>
      <legend>{t('myData.consents.optIns')}</legend>
      {opcionais.map(({ finalidade, concedido }) => (
        <label key={finalidade} className="checkbox">
          <input
            type="checkbox"
            checked={shown(finalidade, concedido)}
            disabled={sending !== undefined}
            onChange={(event) => change(finalidade, event.target.checked)}
          />
          {consentLabel(finalidade)}
        </label>
      ))}
      {done.message && (
        <p className="notice" role="status">
          {done.message}
        </p>
      )}
      {failed.message && <Notice variant="danger">{failed.message}</Notice>}
    </fieldset>
  );
}
