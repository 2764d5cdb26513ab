import { useMemo, useState } from 'react';
import { Link } from '../../../components/link.tsx';
import type { Language } from '@stockcar/shared/i18n';
import { paths } from '../../../config/paths.ts';
import { useSignupT } from '../../../lib/club/signup-i18n.ts';
import { getActiveLanguage } from '../../../lib/language.ts';
import { LanguageSwitch } from './language-switch.tsx';
import { SignupDone, type SignupResult } from './signup-done.tsx';
import { SignupForm } from './signup-form.tsx';
import { SignupLanguageContext } from './signup-language.tsx';
import { SmsCodeStep } from './sms-code-step.tsx';
import './signup.css';

type Phase =
  | { kind: 'form' }
  | { kind: 'sms'; celular: string; result: SignupResult }
  | { kind: 'done'; result: SignupResult };

/** The Stock Club sign-up (fan-club.md §2 and §4): form, SMS code abroad, confirmation. */
export function SignupPage() {
  const [language, setLanguage] = useState<Language>(getActiveLanguage);
  const t = useSignupT(language);
  const context = useMemo(() => ({ language, t }), [language, t]);
  const [phase, setPhase] = useState<Phase>({ kind: 'form' });
  return (
    <SignupLanguageContext.Provider value={context}>
      <section className="stockclub__panel signup" lang={language === 'en' ? 'en' : 'pt-BR'}>
        <div className="signup__top">
          <h1 className="display stockclub__title">{t('page.title')}</h1>
          <LanguageSwitch onChange={setLanguage} />
        </div>
        {phase.kind === 'form' && (
          <>
            <p className="stockclub__lead">{t('page.lead')}</p>
            <SignupForm
              onCreated={(created, celular) => {
                const result = {
                  email: created.email,
                  aguardandoResponsavel: created.aguardandoResponsavel,
                };
                setPhase(
                  created.aguardandoCodigoSms
                    ? { kind: 'sms', celular, result }
                    : { kind: 'done', result },
                );
              }}
            />
            <p className="signup__login">
              <Link to={paths.stockclub.login}>{t('page.login')}</Link>
            </p>
          </>
        )}
        {phase.kind === 'sms' && (
          <SmsCodeStep
            celular={phase.celular}
            onConfirmed={() => setPhase({ kind: 'done', result: phase.result })}
          />
        )}
        {phase.kind === 'done' && <SignupDone {...phase.result} />}
      </section>
    </SignupLanguageContext.Provider>
  );
}
