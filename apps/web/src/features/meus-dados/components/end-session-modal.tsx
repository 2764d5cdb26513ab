import type { Sessao } from '@stockcar/shared/schemas/meus-dados';
import { Modal } from '../../../components/modal.tsx';
import { Notice } from '../../../components/notice.tsx';
import { failureText } from '../../../lib/api-error.ts';
import { useEndSessao } from '../api/end-sessao.ts';
import '../../../components/form/text-button.css';
import { clubeT } from '../../../lib/club-i18n.ts';

interface EndSessionModalProps {
  sessao: Sessao;
  onClose: () => void;
  onEnded: () => void;
}

/** Confirms ending one session: that device will have to log in again. */
export function EndSessionModal({ sessao, onClose, onEnded }: EndSessionModalProps) {
  const end = useEndSessao();
  return (
    <Modal
      title="Encerrar sessão"
      closeLabel="Fechar"
      onClose={end.isPending ? undefined : onClose}
    >
      <p>
        A sessão de <strong>{sessao.dispositivo}</strong> será encerrada e esse dispositivo
        precisará entrar de novo com e-mail e senha.
      </p>
      {end.isError && (
        <Notice variant="danger">{failureText(end.error, clubeT('erroGenerico'))}</Notice>
      )}
      <div className="meus-dados__actions">
        <button
          type="button"
          className="button"
          disabled={end.isPending}
          onClick={() => end.mutate(sessao.id, { onSuccess: onEnded })}
        >
          Encerrar sessão
        </button>
        <button type="button" className="text-button" disabled={end.isPending} onClick={onClose}>
          Cancelar
        </button>
      </div>
    </Modal>
  );
}
