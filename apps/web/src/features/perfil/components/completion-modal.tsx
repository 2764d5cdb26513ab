import { useEffect, useId, useState, type FormEvent } from 'react';
import { Modal } from '../../../components/modal.tsx';
import { PerfilUpdateSchema, type Perfil } from '@stockcar/shared/schemas/clube-perfil';
import { Notice } from '../../../components/notice.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import { useTimedNotice } from '../../../components/form/use-timed-notice.ts';
import { useRememberPerfil } from '../../../lib/club/perfil-query.ts';
import { completePerfil } from '../api/complete-perfil.ts';
import { failureText } from '../../../lib/api-error.ts';
import { profileValues } from '../utils/profile-values.ts';
import { MemberFields } from './member-fields.tsx';
import './perfil.css';
import { clubeT } from '../../../lib/club-i18n.ts';

/** fan-club §9: the completion modal closes 3 s after the success message. */
export const COMPLETION_CLOSE_MS = 3000;

/**
 * The profile-completion modal of the club home (fan-club §4): it cannot be closed until the
 * profile is complete; `PUT /Perfil` sets cadastroCompleto, then it says so and closes.
 */
export function CompletionModal({ perfil, onDone }: { perfil: Perfil; onDone: () => void }) {
  const hintId = useId();
  const form = useSchemaForm(PerfilUpdateSchema, () => profileValues(perfil, false));
  const notice = useTimedNotice();
  const remember = useRememberPerfil();
  const [sending, setSending] = useState(false);
  const [saved, setSaved] = useState<Perfil | undefined>();

  // The saved profile reaches the cache when the modal closes: the home shows the modal while
  // the profile is incomplete, so an earlier update would hide the success message.
  useEffect(() => {
    if (!saved) return;
    const timer = window.setTimeout(() => {
      remember(saved);
      onDone();
    }, COMPLETION_CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, [saved, onDone, remember]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!form.data || sending) return;
    setSending(true);
    try {
      setSaved((await completePerfil(form.data)).perfil);
    } catch (error) {
      notice.show(failureText(error, clubeT('erroGenerico')));
    } finally {
      setSending(false);
    }
  }

  return (
    <Modal title="Complete seu cadastro">
      {saved ? (
        <p className="notice notice--info" role="status">
          {clubeT('atualizacaoSucesso')}
        </p>
      ) : (
        <form className="perfil__form" onSubmit={(event) => void submit(event)} noValidate>
          <p>Para aproveitar o Stock Club, confirme os seus dados.</p>
          {notice.message && <Notice variant="danger">{notice.message}</Notice>}
          <MemberFields form={form} perfil={perfil} />
          <div className="perfil__actions">
            <button
              type="submit"
              className="button"
              disabled={!form.valid || sending}
              aria-describedby={form.valid ? undefined : hintId}
            >
              Enviar
            </button>
            {sending && <Spinner label="Enviando…" />}
          </div>
          {!form.valid && (
            <p id={hintId} className="perfil__hint">
              {clubeT('preenchaTodos')}
            </p>
          )}
        </form>
      )}
    </Modal>
  );
}
