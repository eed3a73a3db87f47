import { useTranslation } from 'react-i18next';
import '../../../i18n/locales/en/auth';
import { useCallback, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Music2 } from 'lucide-react';
import { paths } from '../../../config/paths';
import { site } from '../../../config/site';
import { Card } from '../../../components/ui/card';
import { TabList, TabPanel, type TabItem } from '../../../components/ui/tabs';
import { takeSessionEndMessage } from '../../../lib/api-client';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';
import { ResetPasswordDialog } from './reset-password-dialog';
import { SocialSignIn } from './social-sign-in';

type Mode = 'login' | 'register';

/** Reset links from the email point at `/auth?reset=<token>`. */
const RESET_PARAM = 'reset';
/** A guest's plan mail points at `/auth?signup=<email>`: the sign-up tab with that address. */
const SIGNUP_PARAM = 'signup';

export function AuthPage() {
  const [params, setParams] = useSearchParams();
  const { t } = useTranslation();
  const tabs: readonly TabItem<Mode>[] = [
    { value: 'login', label: t('auth.login') },
    { value: 'register', label: t('auth.register') },
  ];
  const resetToken = params.get(RESET_PARAM) ?? undefined;
  const signUpEmail = params.get(SIGNUP_PARAM) ?? undefined;
  const [mode, setMode] = useState<Mode>(signUpEmail !== undefined ? 'register' : 'login');
  const [notice, setNotice] = useState<string>();
  const [resetRequested, setResetRequested] = useState(false);
  // Read once: a session the server ended (a suspension, a deletion) says why on arrival here.
  const [sessionEnded] = useState(takeSessionEndMessage);
  const resetOpen = resetRequested || resetToken !== undefined;

  const changeMode = (next: Mode) => {
    setNotice(undefined);
    setMode(next);
  };

  const closeReset = useCallback(() => {
    setResetRequested(false);
    // Drop the token from the address bar so a reload or a shared URL does not reopen the dialog.
    if (params.has(RESET_PARAM)) {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete(RESET_PARAM);
          return next;
        },
        { replace: true },
      );
    }
  }, [params, setParams]);

  return (
    <div className="relative isolate flex min-h-[calc(100dvh-4rem)] items-start justify-center overflow-hidden px-4 py-12 sm:items-center">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top,rgb(168_85_247/0.18),transparent_60%)]"
      />
      <div className="w-full max-w-md">
        <div className="mb-6 flex flex-col items-center text-center">
          <span className="mb-3 flex size-12 items-center justify-center rounded-2xl bg-brand/15 text-brand">
            <Music2 aria-hidden="true" className="size-6" />
          </span>
          <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">
            {mode === 'login' ? t('auth.welcomeBack') : t('auth.join', { siteName: site.name })}
          </h1>
          <p className="mt-1 text-sm text-muted">{mode === 'login' ? t('auth.loginIntro') : t('auth.registerIntro')}</p>
        </div>
        {sessionEnded && (
          <p role="alert" className="mb-4 rounded-lg border border-danger/40 bg-danger/10 px-4 py-3 text-sm text-danger">
            {sessionEnded}
          </p>
        )}
        <Card>
          <TabList label={t('auth.account')} idBase="auth" items={tabs} value={mode} onChange={changeMode} className="mb-6" />
          <TabPanel idBase="auth" value="login" active={mode === 'login'}>
            <LoginForm key={notice ?? ''} notice={notice} onForgotPassword={() => setResetRequested(true)} />
          </TabPanel>
          <TabPanel idBase="auth" value="register" active={mode === 'register'}>
            <RegisterForm
              email={signUpEmail}
              onRegistered={(message) => {
                setMode('login');
                setNotice(message);
              }}
            />
          </TabPanel>
          <SocialSignIn />
        </Card>
        <p className="mt-6 text-center text-xs text-muted">
          {t('auth.agreeBefore')}{' '}
          <Link to={paths.terms} className="rounded text-ink underline underline-offset-2 hover:text-brand">
            {t('auth.terms')}
          </Link>{' '}
          {t('auth.and')}{' '}
          <Link to={paths.privacy} className="rounded text-ink underline underline-offset-2 hover:text-brand">
            {t('auth.privacy')}
          </Link>
          {t('auth.agreeAfter')}
        </p>
      </div>
      <ResetPasswordDialog open={resetOpen} onClose={closeReset} initialToken={resetToken} />
    </div>
  );
}
