import { useState } from 'react';
import { Confirm } from 'react-admin';

interface Pedido {
  titulo: string;
  texto: string;
  acao: () => void | Promise<void>;
}

/**
 * A confirmation before an action with consequences (publishing, taking points out of the
 * standings): `confirmar` opens the dialog, its confirm button runs the action.
 */
export function useConfirmacao() {
  const [pedido, setPedido] = useState<Pedido | null>(null);
  const dialogo = (
    <Confirm
      isOpen={pedido !== null}
      title={pedido?.titulo ?? ''}
      content={pedido?.texto ?? ''}
      onConfirm={() => {
        const acao = pedido?.acao;
        setPedido(null);
        void acao?.();
      }}
      onClose={() => setPedido(null)}
    />
  );
  return { confirmar: setPedido, dialogo };
}
