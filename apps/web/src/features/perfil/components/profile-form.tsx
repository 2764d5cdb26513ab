import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { PerfilComFotoSchema, type Perfil } from '@stockcar/shared/schemas/clube-perfil';
import { isMemberEmail } from '@stockcar/shared/validators/member-email';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import { useTimedNotice } from '../../../components/form/use-timed-notice.ts';
import { Notice } from '../../../components/notice.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { useRememberPerfil } from '../../../lib/club/perfil-query.ts';
import { savePerfil } from '../api/save-perfil.ts';
import { failureText } from '../../../lib/api-error.ts';
import { profileValues, type ProfileValues } from '../utils/profile-values.ts';
import { MemberFields } from './member-fields.tsx';
import { PhotoField } from './photo-field.tsx';
import './perfil.css';
import '../../../components/form/text-button.css';
import { clubeT } from '../../../lib/club-i18n.ts';

/**
 * The profile edit (fan-club §2, §4): data, opt-ins and photo through `POST /Perfil`. A new
 * e-mail needs a new activation: the member goes to pendente-ativacao and is logged out there.
 */
export function ProfileForm({ perfil }: { perfil: Perfil }) {
  const form = useSchemaForm(PerfilComFotoSchema, (): ProfileValues => ({
    ...profileValues(perfil, true),
    foto: perfil.foto,
  }));
  const navigate = useNavigate();
  const remember = useRememberPerfil();
  const notice = useTimedNotice();
  const hintId = useId();
  const [sending, setSending] = useState(false);
  const [saved, setSaved] = useState(false);
  // fan-club §5: an e-mail with '+' disables the save.
  const emailOk = isMemberEmail(String(form.values.email));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!form.data || sending) return;
    setSending(true);
    setSaved(false);
    try {
      const result = await savePerfil(form.data);
      if (result.pendenteAtivacao) {
        void navigate(paths.stockclub.pendenteAtivacao);
        return;
      }
      remember(result.perfil);
      setSaved(true);
    } catch (error) {
      notice.show(failureText(error, clubeT('erroGenerico')));
    } finally {
      setSending(false);
    }
  }

  const valid = form.valid && emailOk;
  return (
    <form className="perfil__form" onSubmit={(event) => void submit(event)} noValidate>
      {saved && (
        <p className="notice notice--info" role="status">
          {clubeT('atualizacaoSucesso')}
        </p>
      )}
      {notice.message && <Notice variant="danger">{notice.message}</Notice>}
      <PhotoField value={String(form.values.foto)} onChange={(foto) => form.set('foto', foto)} />
      <MemberFields form={form} perfil={perfil} withOptins phoneReadOnly />
      <div className="perfil__actions">
        <button
          type="submit"
          className="button"
          disabled={!valid || sending}
          aria-describedby={valid ? undefined : hintId}
        >
          Salvar
        </button>
        {sending && <Spinner label="Salvando…" />}
      </div>
      {!valid && (
        <p id={hintId} className="perfil__hint">
          {clubeT('preenchaTodos')}
        </p>
      )}
    </form>
  );
}
