import CloseIcon from '@mui/icons-material/DoNotDisturbOn';
import PauseIcon from '@mui/icons-material/Pause';
import PlayIcon from '@mui/icons-material/PlayArrow';
import { useState, type ReactElement } from 'react';
import {
  Button,
  Confirm,
  TopToolbar,
  useNotify,
  useRecordContext,
  useRefresh,
  type RaRecord,
} from 'react-admin';
import type { FanpushJanelaItem } from '@stockcar/shared/schemas/admin/fanpush';
import { adminFetch } from '../../auth/session.ts';
import { useConsoleMutationError } from '../../components/console-edit.tsx';
import { httpErrorOf } from '../../data/data-provider.ts';

type Acao = 'pausar' | 'retomar' | 'encerrar';

const ICONE: Record<Acao, ReactElement> = {
  pausar: <PauseIcon />,
  retomar: <PlayIcon />,
  encerrar: <CloseIcon />,
};
const FEITO: Record<Acao, string> = {
  pausar: 'pausada',
  retomar: 'retomada',
  encerrar: 'encerrada',
};

type Janela = FanpushJanelaItem & RaRecord;

/**
 * One action on the window (`POST /fanpush/:id/<acao>` with the version read), asked for
 * twice: a dialog says what it does (closing is final). Success reloads the window; a 409
 * offers to reload (someone changed it first); other refusals show the server's reason.
 */
function AcaoButton({ janela, acao }: { janela: Janela; acao: Acao }) {
  const notify = useNotify();
  const refresh = useRefresh();
  const onError = useConsoleMutationError();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const texto = (key: string) => `resources.fanpush.acoes.${key}`;

  const run = async () => {
    setBusy(true);
    try {
      const response = await adminFetch(
        `/fanpush/${encodeURIComponent(String(janela.id))}/${acao}`,
        { method: 'POST', body: JSON.stringify({ versao: janela.versao }) },
      );
      if (!response.ok) throw await httpErrorOf(response);
      notify(texto(FEITO[acao]), { type: 'success' });
      refresh();
    } catch (error) {
      onError(error instanceof TypeError ? new Error(texto('rede')) : error);
    } finally {
      setBusy(false);
      setOpen(false);
    }
  };

  return (
    <>
      <Button
        label={texto(acao)}
        onClick={() => setOpen(true)}
        disabled={busy}
        color={acao === 'encerrar' ? 'error' : 'primary'}
      >
        {ICONE[acao]}
      </Button>
      <Confirm
        isOpen={open}
        loading={busy}
        title={texto(`${acao}Titulo`)}
        content={texto(`${acao}Texto`)}
        confirm={texto(acao)}
        confirmColor={acao === 'encerrar' ? 'warning' : 'primary'}
        translateOptions={{ etapa: janela.etapa }}
        onConfirm={() => void run()}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

/**
 * The window page's toolbar: pause or resume while the window is not closed, and close now once
 * it has opened (a window not yet open has nothing to close: its times are adjusted instead).
 */
export function FanpushAcoes() {
  const janela = useRecordContext<Janela>();
  if (!janela || janela.situacao === 'encerrada') return <TopToolbar />;
  return (
    <TopToolbar>
      <AcaoButton janela={janela} acao={janela.pausada ? 'retomar' : 'pausar'} />
      {janela.situacao !== 'agendada' && <AcaoButton janela={janela} acao="encerrar" />}
    </TopToolbar>
  );
}
