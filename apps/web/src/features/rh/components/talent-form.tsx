import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { CandidatoSchema, type Candidato } from '@stockcar/shared/schemas/comercial';
import { FieldErrorText, useCommercialErrorText } from '../../../components/form/field-error.ts';
import { FileField } from '../../../components/form/file-field.tsx';
import { FormHeader, SubmitButton } from '../../../components/form/form-parts.tsx';
import { useIdempotencyKey } from '../../../components/form/idempotency.ts';
import { useTimedNotice } from '../../../components/form/use-timed-notice.ts';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { Notice } from '../../../components/notice.tsx';
import { COMMERCIAL_NS } from '../../../lib/commercial-i18n.ts';
import { useSendCandidato } from '../api/send-candidato.ts';
import { useUploadCurriculo } from '../api/upload-curriculo.ts';
import { CV_ACCEPT, cvError } from '../utils/cv-rules.ts';
import {
  forgetSavedCandidate,
  readSavedCandidate,
  storeSavedCandidate,
  submitTalent,
  type TalentState,
} from '../utils/talent-checkpoint.ts';
import { EMPTY_CANDIDATE, TalentFields } from './talent-fields.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import '../../../components/form/text-button.css';
import './careers.css';

/**
 * The talent-bank form (public-site.md §4, §5, §8): the candidate first (checkpoint 1), then
 * the CV (checkpoint 2) and the thank-you page. After a failed upload only the CV is sent
 * again; the saved candidate survives a reload of the tab.
 */
export function TalentForm({ thanksHref }: { thanksHref: string }) {
  const { t } = useTranslation(COMMERCIAL_NS);
  const errorText = useCommercialErrorText();
  const navigate = useNavigate();
  const { form, valid: candidateValid, version } = useZodForm(CandidatoSchema, EMPTY_CANDIDATE);
  const saveCandidate = useSendCandidato();
  const uploadCv = useUploadCurriculo();
  const [file, setFile] = useState<File | undefined>();
  const [state, setState] = useState<TalentState>(readSavedCandidate);
  const notice = useTimedNotice();
  const keyFor = useIdempotencyKey(version);
  const inFlight = useRef(false);

  const saved = state.checkpoint > 0;
  const sending = saveCandidate.isPending || uploadCv.isPending;
  const fileError = cvError(file);
  const valid = !fileError && (saved || candidateValid);

  /** `candidato`: the checked data, when the candidate is not saved yet. */
  const send = async (cv: File, candidato?: Candidato) => {
    if (inFlight.current) return;
    inFlight.current = true;
    notice.hide();
    try {
      const outcome = await submitTalent(state, {
        // Asked only at checkpoint 0, which submits through handleSubmit with the data.
        saveCandidate: () =>
          candidato
            ? saveCandidate.mutateAsync({ body: candidato, idempotencyKey: keyFor() })
            : Promise.reject(new Error('The candidate was saved already')),
        uploadCv: (candidate) => uploadCv.mutateAsync({ candidate, file: cv }),
        onSaved: (candidate) => {
          storeSavedCandidate(candidate);
          setState({ checkpoint: 1, ...candidate });
        },
      });
      if (outcome.ok) {
        forgetSavedCandidate();
        void navigate(thanksHref);
        return;
      }
      if (outcome.state.checkpoint === 0) forgetSavedCandidate();
      setState(outcome.state);
      notice.show(outcome.message);
    } finally {
      inFlight.current = false;
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid || !file) return;
    // Once saved, only the CV goes: the data fields may not even be shown (after a reload).
    if (saved) void send(file);
    else void form.handleSubmit((candidato) => send(file, candidato))(event);
  };

  const restart = () => {
    forgetSavedCandidate();
    setState({ checkpoint: 0 });
  };

  return (
    <FieldErrorText value={errorText}>
      <form className="form" aria-label={t('talent.label')} noValidate onSubmit={onSubmit}>
        <FormHeader failure={notice.message} />
        {saved && (
          <div className="talent-saved">
            <Notice>{t('talent.saved')}</Notice>
            <button type="button" className="text-button" disabled={sending} onClick={restart}>
              {t('talent.restart')}
            </button>
          </div>
        )}
        {/* Once saved the data cannot change; after a reload it is not shown at all. */}
        {(!saved || version > 0) && (
          <fieldset className="form__fields" disabled={saved || sending}>
            <TalentFields control={form.control} />
          </fieldset>
        )}
        <FileField
          label={t('talent.cv')}
          hint={t('talent.cvHint')}
          accept={CV_ACCEPT}
          error={fileError}
          disabled={sending}
          onChange={setFile}
        />
        <SubmitButton
          label={saved ? t('talent.sendCv') : t('talent.send')}
          valid={valid}
          sending={sending}
        />
      </form>
    </FieldErrorText>
  );
}
