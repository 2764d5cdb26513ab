import { useState } from 'react';
import { Modal } from '../../../components/modal.tsx';
import { Notice } from '../../../components/notice.tsx';
import { failureText } from '../../../lib/api-error.ts';
import { useEndAllSessoes } from '../api/end-all-sessoes.ts';
import { useLeaveToLogin } from '../utils/use-leave-to-login.ts';
import '../../../components/form/text-button.css';
import { CLUBE_NS } from '../../../lib/club-i18n.ts';
import { useTranslation } from '../../../lib/i18n.ts';

/** "Sair de todos os dispositivos": ends every session, this one too, after a confirmation. */
export function LogoutEverywhere() {
  const { t } = useTranslation(CLUBE_NS);
  const [open, setOpen] = useState(false);
  const endAll = useEndAllSessoes();
  const leave = useLeaveToLogin();
  const close = () => {
    endAll.reset();
    setOpen(false);
  };
  return (
    <>
      <div className="meus-dados__actions">
        <button type="button" className="button" onClick={() => setOpen(true)}>
          {t('myData.logoutEverywhere.title')}
        </button>
      </div>
      {open && (
        <Modal
          title={t('myData.logoutEverywhere.title')}
          closeLabel={t('common.close')}
          onClose={endAll.isPending ? undefined : close}
        >
          <p>{t('myData.logoutEverywhere.text')}</p>
          {endAll.isError && (
            <Notice variant="danger">{failureText(endAll.error, t('erroGenerico'))}</Notice>
          )}
          <div className="meus-dados__actions">
            <button
              type="button"
              className="button"
              disabled={endAll.isPending}
              onClick={() =>
                endAll.mutate(undefined, {
                  onSuccess: () => leave(t('myData.logoutEverywhere.done')),
                })
              }
            >
              {t('myData.logoutEverywhere.confirm')}
            </button>
            <button
              type="button"
              className="text-button"
              disabled={endAll.isPending}
              onClick={close}
            >
              {t('common.cancel')}
            </button>
          </div>
        </Modal>
      )}
    </>
  );
}
