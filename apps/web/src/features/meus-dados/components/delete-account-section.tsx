import { useState } from 'react';
import { DeleteAccountModal } from './delete-account-modal.tsx';
import './meus-dados.css';
import { CLUBE_NS } from '../../../lib/club-i18n.ts';
import { useTranslation } from '../../../lib/i18n.ts';

/** "Excluir minha conta": what goes and what stays, then the confirmation in a modal. */
export function DeleteAccountSection() {
  const { t } = useTranslation(CLUBE_NS);
  const [open, setOpen] = useState(false);
  return (
    <section className="meus-dados__section" aria-labelledby="meus-dados-exclusao">
      <h2 id="meus-dados-exclusao">{t('myData.deleteAccount.title')}</h2>
      <p>{t('myData.deleteAccount.text')}</p>
      <p>{t('myData.deleteAccount.howTo')}</p>
      <div className="meus-dados__actions">
        <button type="button" className="button" onClick={() => setOpen(true)}>
          {t('myData.deleteAccount.title')}
        </button>
      </div>
      {open && <DeleteAccountModal onClose={() => setOpen(false)} />}
    </section>
  );
}
