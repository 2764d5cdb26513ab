import { Modal } from '../../../components/modal.tsx';
import { useSignupLanguage } from './signup-language.tsx';

/** The pre-check or the sign-up found the account (fan-club.md §8: 'Atenção', OK). */
export function ExistingUserModal({ onClose }: { onClose: () => void }) {
  const { t } = useSignupLanguage();
  return (
    <Modal title={t('existing.title')} closeLabel={t('existing.close')} onClose={onClose}>
      <p>{t('existing.text')}</p>
      <div className="form__actions">
        <button type="button" className="button" onClick={onClose}>
          {t('existing.ok')}
        </button>
      </div>
    </Modal>
  );
}
