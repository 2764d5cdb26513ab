import { useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import type { RegistroResponseSchema } from '@stockcar/shared/schemas/clube/registro';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import { useTimedNotice } from '../../../components/form/use-timed-notice.ts';
import { Notice } from '../../../components/notice.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { refusalDetail } from '../../../lib/api-error.ts';
import { solveCaptcha } from '../../../lib/club/captcha.ts';
import { useCheckUsuarioExiste } from '../api/check-usuario-existe.ts';
import { sendRegistro } from '../api/send-registro.ts';
import { precheckBody, signupPayload, type Answers } from '../utils/signup-payload.ts';
import { emptySignup, PersonalStepSchema } from '../utils/signup-values.ts';
import { DriverStep } from './driver-step.tsx';
import { ExistingUserModal } from './existing-user-modal.tsx';
import { PersonalStep } from './personal-step.tsx';
import { useSignupLanguage } from './signup-language.tsx';

export type RegistroResponse = z.infer<typeof RegistroResponseSchema>;

interface SignupFormProps {
  onCreated: (result: RegistroResponse, celular: string) => void;
}

/** The two steps of fan-club.md §2 with the pre-check between them and the captcha on submit. */
export function SignupForm({ onCreated }: SignupFormProps) {
  const { t } = useSignupLanguage();
  const form = useSchemaForm(PersonalStepSchema, emptySignup);
  const [step, setStep] = useState<0 | 1>(0);
  const [phoneCountry, setPhoneCountry] = useState('BR');
  const [answers, setAnswers] = useState<Answers>({});
  const [existing, setExisting] = useState(false);
  const [sending, setSending] = useState(false);
  const failure = useTimedNotice();
  const precheck = useCheckUsuarioExiste();
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  useEffect(() => {
    // Each step starts at its heading (not on the first render: the page has its own focus).
    if (moved.current) heading.current?.focus();
    moved.current = true;
  }, [step]);

  const onContinue = () => {
    failure.hide();
    precheck.mutate(precheckBody(form.values), {
      onSuccess: (existe) => (existe ? setExisting(true) : setStep(1)),
      onError: (error) => failure.show(refusalDetail(error) ?? t('failure')),
    });
  };

  const onSubmit = async () => {
    failure.hide();
    setSending(true);
    try {
      // A new challenge each time: the server accepts a solved challenge once.
      const payload = signupPayload(form.values, answers, await solveCaptcha());
      if (!payload.success) {
        failure.show(payload.error.issues[0]?.message ?? t('failure'));
        return;
      }
      onCreated(await sendRegistro(payload.data), payload.data.telefone);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) setExisting(true);
      else failure.show(refusalDetail(error) ?? t('failure'));
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <p className="signup__progress">{t('steps.progress', { n: step + 1 })}</p>
      <h2 ref={heading} className="signup__step-title" tabIndex={-1}>
        {step === 0 ? t('steps.personal') : t('steps.driver')}
      </h2>
      {failure.message && <Notice variant="danger">{failure.message}</Notice>}
      {step === 0 ? (
        <PersonalStep
          form={form}
          phoneCountry={phoneCountry}
          onPhoneCountryChange={setPhoneCountry}
          checking={precheck.isPending}
          onContinue={onContinue}
        />
      ) : (
        <DriverStep
          answers={answers}
          onAnswer={(id, resposta) => setAnswers((current) => ({ ...current, [id]: resposta }))}
          onBack={() => setStep(0)}
          sending={sending}
          onSubmit={() => void onSubmit()}
        />
      )}
      {existing && <ExistingUserModal onClose={() => setExisting(false)} />}
    </>
  );
}
