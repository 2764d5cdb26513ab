import { useState } from 'react';
import { Modal } from '../../../components/modal.tsx';
import { Notice } from '../../../components/notice.tsx';
import { failureText } from '../../../lib/api-error.ts';
import { useEndAllSessoes } from '../api/end-all-sessoes.ts';
import { useLeaveToLogin } from '../utils/use-leave-to-login.ts';
import '../../../components/form/text-button.css';
import { clubeT } from '../../../lib/club-i18n.ts';

export const LOGGED_OUT_EVERYWHERE =
  'Você saiu de todos os dispositivos. Entre de novo para continuar.';

/** "Sair de todos os dispositivos": ends every session, this one too, after a confirmation. */
export function LogoutEverywhere() {
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
          Sair de todos os dispositivos
        </button>
      </div>
      {open && (
        <Modal
          title="Sair de todos os dispositivos"
          closeLabel="Fechar"
          onClose={endAll.isPending ? undefined : close}
        >
          <p>
            Todas as sessões da sua conta serão encerradas, inclusive esta. Para voltar, entre de
            novo com e-mail e senha.
          </p>
          {endAll.isError && (
            <Notice variant="danger">{failureText(endAll.error, clubeT('erroGenerico'))}</Notice>
          )}
          <div className="meus-dados__actions">
            <button
              type="button"
              className="button"
              disabled={endAll.isPending}
              onClick={() =>
                endAll.mutate(undefined, { onSuccess: () => leave(LOGGED_OUT_EVERYWHERE) })
              }
            >
              Sair de todos
            </button>
            <button
              type="button"
              className="text-button"
              disabled={endAll.isPending}
              onClick={close}
            >
              Cancelar
            </button>
          </div>
        </Modal>
      )}
    </>
  );
}
