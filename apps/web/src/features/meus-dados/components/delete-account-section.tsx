import { useState } from 'react';
import { DeleteAccountModal } from './delete-account-modal.tsx';
import './meus-dados.css';

/** "Excluir minha conta": what goes and what stays, then the confirmation in a modal. */
export function DeleteAccountSection() {
  const [open, setOpen] = useState(false);
  return (
    <section className="meus-dados__section" aria-labelledby="meus-dados-exclusao">
      <h2 id="meus-dados-exclusao">Excluir minha conta</h2>
      <p>
        A exclusão é definitiva: apagamos o seu cadastro, consentimentos, sessões, respostas do quiz
        e da pesquisa, e as mensagens enviadas a você. Os votos do Fanpush que você confirmou
        continuam contados, sem nenhum vínculo com você, para que os resultados publicados não
        mudem. Você recebe uma confirmação por e-mail e pode se cadastrar de novo quando quiser.
      </p>
      <p>Para confirmar, pedimos a sua senha e um código enviado por SMS ao seu celular.</p>
      <div className="meus-dados__actions">
        <button type="button" className="button" onClick={() => setOpen(true)}>
          Excluir minha conta
        </button>
      </div>
      {open && <DeleteAccountModal onClose={() => setOpen(false)} />}
    </section>
  );
}
