import { useCallback, useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import type { RegistroResponseSchema } from '@stockcar/shared/schemas/clube/registro';
import { FieldErrorText } from '../../../components/form/field-error.ts';
import { useTimedNotice } from '../../../components/form/use-timed-notice.ts';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { Notice } from '../../../components/notice.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { refusalDetail } from '../../../lib/api-error.ts';
import { signupErrorText } from '../../../lib/club/signup-i18n.ts';
import { useCheckUsuarioExiste } from '../api/check-usuario-existe.ts';
import { SignupRefused, useSendRegistro } from '../api/send-registro.ts';
import { precheckBody, type Answers } from '../utils/signup-payload.ts';
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
  const { form, valid } = useZodForm(PersonalStepSchema, emptySignup());
  const [step, setStep] = useState<0 | 1>(0);
  const [phoneCountry, setPhoneCountry] = useState('BR');
  const [answers, setAnswers] = useState<Answers>({});
  const [existing, setExisting] = useState(false);
  const failure = useTimedNotice();
  const precheck = useCheckUsuarioExiste();
  const registro = useSendRegistro();
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const errorText = useCallback((message: string) => signupErrorText(message, t), [t]);

  useEffect(() => {
    // Each step starts at its heading (not on the first render: the page has its own focus).
    if (moved.current) heading.current?.focus();
    moved.current = true;
  }, [step]);

  const onContinue = form.handleSubmit((values) => {
    failure.hide();
    precheck.mutate(precheckBody(values), {
      onSuccess: (existe) => (existe ? setExisting(true) : setStep(1)),
      onError: (error) => failure.show(refusalDetail(error) ?? t('failure')),
    });
  });

  const onSubmit = () => {
    failure.hide();
    registro.mutate(
      { values: form.getValues(), answers },
      {
        onSuccess: (created, { values }) => onCreated(created, values.telefone),
        onError: (error) => {
          if (error instanceof ApiError && error.status === 409) setExisting(true);
          // The shared schema refused the whole body: its first rule says why.
          else if (error instanceof SignupRefused) failure.show(error.message || t('failure'));
          else failure.show(refusalDetail(error) ?? t('failure'));
        },
      },
    );
  };

  return (
    <FieldErrorText value={errorText}>
      <p className="signup__progress">{t('steps.progress', { n: step + 1 })}</p>
      <h2 ref={heading} className="signup__step-title" tabIndex={-1}>
        {step === 0 ? t('steps.personal') : t('steps.driver')}
      </h2>
      {failure.message && <Notice variant="danger">{failure.message}</Notice>}
      {step === 0 ? (
        <PersonalStep
          form={form}
          valid={valid}
          phoneCountry={phoneCountry}
          onPhoneCountryChange={setPhoneCountry}
          checking={precheck.isPending}
          onContinue={() => void onContinue()}
        />
      ) : (
        <DriverStep
          answers={answers}
          onAnswer={(id, resposta) => setAnswers((current) => ({ ...current, [id]: resposta }))}
          onBack={() => setStep(0)}
          sending={registro.isPending}
          onSubmit={onSubmit}
        />
      )}
      {existing && <ExistingUserModal onClose={() => setExisting(false)} />}
    </FieldErrorText>
  );
}
