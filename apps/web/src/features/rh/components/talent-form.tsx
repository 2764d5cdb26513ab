import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CandidatoSchema } from '@stockcar/shared/schemas/comercial';
import { FileField } from '../../../components/form/file-field.tsx';
import { FormHeader, SubmitButton } from '../../../components/form/form-parts.tsx';
import { useIdempotencyKey } from '../../../components/form/idempotency.ts';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import { useTimedNotice } from '../../../components/form/use-timed-notice.ts';
import { Notice } from '../../../components/notice.tsx';
import { COMMERCIAL_NS } from '../../../lib/commercial-i18n.ts';
import { sendCandidato } from '../api/send-candidato.ts';
import { uploadCurriculo } from '../api/upload-curriculo.ts';
import { CV_ACCEPT, cvError } from '../utils/cv-rules.ts';
import {
  forgetSavedCandidate,
  readSavedCandidate,
  storeSavedCandidate,
  submitTalent,
  type TalentState,
} from '../utils/talent-checkpoint.ts';
import { EMPTY_CANDIDATE, TalentFields } from './talent-fields.tsx';
import '../../../components/form/text-button.css';
import './careers.css';

/**
 * The talent-bank form (public-site.md §4, §5, §8): the candidate first (checkpoint 1), then
 * the CV (checkpoint 2) and the thank-you page. After a failed upload only the CV is sent
 * again; the saved candidate survives a reload of the tab.
 */
export function TalentForm({ thanksHref }: { thanksHref: string }) {
  const { t } = useTranslation(COMMERCIAL_NS);
  const navigate = useNavigate();
  const form = useSchemaForm(CandidatoSchema, EMPTY_CANDIDATE);
  const [file, setFile] = useState<File | undefined>();
  const [state, setState] = useState<TalentState>(readSavedCandidate);
  const [sending, setSending] = useState(false);
  const notice = useTimedNotice();
  const keyFor = useIdempotencyKey(form.version);
  const inFlight = useRef(false);

  const saved = state.checkpoint > 0;
  const fileError = cvError(file);
  const valid = !fileError && (saved || form.valid);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!valid || !file || inFlight.current) return;
    inFlight.current = true;
    setSending(true);
    notice.hide();
    try {
      const outcome = await submitTalent(state, {
        saveCandidate: () => sendCandidato(CandidatoSchema.parse(form.values), keyFor()),
        uploadCv: (candidate) => uploadCurriculo(candidate, file),
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
      // The loading flag is cleared in every case (§4).
      inFlight.current = false;
      setSending(false);
    }
  };

  const restart = () => {
    forgetSavedCandidate();
    setState({ checkpoint: 0 });
  };

  return (
    <form
      className="form"
      aria-label={t('talent.label')}
      noValidate
      onSubmit={(event) => void onSubmit(event)}
    >
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
      {(!saved || form.version > 0) && (
        <fieldset className="form__fields" disabled={saved || sending}>
          <TalentFields form={form} />
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
  );
}
