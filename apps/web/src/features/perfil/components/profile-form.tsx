import type { FormEvent } from 'react';
import { useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { PerfilComFotoSchema, type Perfil } from '@stockcar/shared/schemas/clube-perfil';
import { isMemberEmail } from '@stockcar/shared/validators/member-email';
import { asText } from '../../../components/form/use-field.ts';
import { useTimedNotice } from '../../../components/form/use-timed-notice.ts';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { Notice } from '../../../components/notice.tsx';
import { paths } from '../../../config/paths.ts';
import { failureText } from '../../../lib/api-error.ts';
import { useSavePerfil } from '../api/save-perfil.ts';
import { profileValues } from '../utils/profile-values.ts';
import { MemberFields } from './member-fields.tsx';
import { ProfileActions } from './profile-actions.tsx';
import { PhotoField } from './photo-field.tsx';
import './perfil.css';
import '../../../components/form/text-button.css';
import { CONTA_NS, clubeT } from '../../../lib/club-i18n.ts';
import { useTranslation } from '../../../lib/i18n.ts';

/**
 * The profile edit (fan-club §2, §4): data, opt-ins and photo through `POST /Perfil`. A new
 * e-mail needs a new activation: the member goes to pendente-ativacao and is logged out there.
 */
export function ProfileForm({ perfil }: { perfil: Perfil }) {
  const { t } = useTranslation(CONTA_NS);
  const { form, valid: rulesPass } = useZodForm(PerfilComFotoSchema, {
    ...profileValues(perfil, true),
    foto: perfil.foto,
  });
  const navigate = useNavigate();
  const save = useSavePerfil();
  const notice = useTimedNotice();
  const [email, foto] = useWatch({ control: form.control, name: ['email', 'foto'] });
  // fan-club §5: an e-mail with '+' disables the save.
  const valid = rulesPass && isMemberEmail(String(email));
  const saved = save.isSuccess && !save.data.pendenteAtivacao;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid || save.isPending) return;
    void form.handleSubmit((body) =>
      save.mutate(body, {
        onSuccess: (result) => {
          if (result.pendenteAtivacao) void navigate(paths.stockclub.pendenteAtivacao);
        },
        onError: (error) => notice.show(failureText(error, clubeT('erroGenerico'))),
      }),
    )(event);
  };

  return (
    <form className="perfil__form" onSubmit={onSubmit} noValidate>
      {saved && (
        <p className="notice notice--info" role="status">
          {clubeT('atualizacaoSucesso')}
        </p>
      )}
      {notice.message && <Notice variant="danger">{notice.message}</Notice>}
      <PhotoField value={asText(foto)} onChange={(next) => form.setValue('foto', next)} />
      <MemberFields
        control={form.control}
        setValue={(name, value) => form.setValue(name, value)}
        perfil={perfil}
        withOptins
        phoneReadOnly
      />
      <ProfileActions
        valid={valid}
        busy={save.isPending}
        label={t('perfil.salvar')}
        busyLabel={t('perfil.salvando')}
      />
    </form>
  );
}
