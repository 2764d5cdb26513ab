import { useEffect, type FormEvent } from 'react';
import { Modal } from '../../../components/modal.tsx';
import { PerfilUpdateSchema, type Perfil } from '@stockcar/shared/schemas/clube-perfil';
import { Notice } from '../../../components/notice.tsx';
import { useTimedNotice } from '../../../components/form/use-timed-notice.ts';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { failureText } from '../../../lib/api-error.ts';
import { useRememberPerfil } from '../../../lib/club/perfil-query.ts';
import { useCompletePerfil } from '../api/complete-perfil.ts';
import { profileValues } from '../utils/profile-values.ts';
import { MemberFields } from './member-fields.tsx';
import { ProfileActions } from './profile-actions.tsx';
import './perfil.css';
import { CONTA_NS, clubeT } from '../../../lib/club-i18n.ts';
import { useTranslation } from '../../../lib/i18n.ts';

/** fan-club §9: the completion modal closes 3 s after the success message. */
export const COMPLETION_CLOSE_MS = 3000;

/**
 * The profile-completion modal of the club home (fan-club §4): it cannot be closed until the
 * profile is complete; `PUT /Perfil` sets cadastroCompleto, then it says so and closes.
 */
export function CompletionModal({ perfil, onDone }: { perfil: Perfil; onDone: () => void }) {
  const { t } = useTranslation(CONTA_NS);
  const { form, valid } = useZodForm(PerfilUpdateSchema, profileValues(perfil, false));
  const notice = useTimedNotice();
  const remember = useRememberPerfil();
  const complete = useCompletePerfil();
  const saved = complete.data?.perfil;

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

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid || complete.isPending) return;
    void form.handleSubmit((body) =>
      complete.mutate(body, {
        onError: (error) => notice.show(failureText(error, clubeT('erroGenerico'))),
      }),
    )(event);
  };

  return (
    <Modal title={t('perfil.completar')}>
      {saved ? (
        <p className="notice notice--info" role="status">
          {clubeT('atualizacaoSucesso')}
        </p>
      ) : (
        <form className="perfil__form" onSubmit={onSubmit} noValidate>
          <p>{t('perfil.completarTexto')}</p>
          {notice.message && <Notice variant="danger">{notice.message}</Notice>}
          <MemberFields
            control={form.control}
            setValue={(name, value) => form.setValue(name, value)}
            perfil={perfil}
          />
          <ProfileActions
            valid={valid}
            busy={complete.isPending}
            label={t('perfil.enviar')}
            busyLabel={t('perfil.enviando')}
          />
        </form>
      )}
    </Modal>
  );
}
