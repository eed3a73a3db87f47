import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useTranslation } from 'react-i18next';
import '../../../i18n/locales/en/auth';
import { FormMessage } from '../../../components/ui/form-message';
import { TabList, TabPanel, type TabItem } from '../../../components/ui/tabs';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

type Mode = 'login' | 'register';

/**
 * Sign in or create an account inside another screen (the purchase dialog): both end signed in
 * and call `onSignedIn`, so the buyer goes on where they were. Forgot password opens /auth.
 */
export function AuthPanel({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [mode, setMode] = useState<Mode>('register');
  const [notice, setNotice] = useState<string>();
  const tabs: readonly TabItem<Mode>[] = [
    { value: 'register', label: t('auth.register') },
    { value: 'login', label: t('auth.login') },
  ];
  return (
    <div data-testid="auth-panel">
      <TabList label={t('auth.account')} idBase="buy-auth" items={tabs} value={mode} onChange={setMode} className="mb-4" />
      <TabPanel idBase="buy-auth" value="register" active={mode === 'register'}>
        <RegisterForm
          onSignedIn={onSignedIn}
          onRegistered={(message) => {
            setNotice(message);
            setMode('login');
          }}
        />
      </TabPanel>
      <TabPanel idBase="buy-auth" value="login" active={mode === 'login'}>
        {notice && <FormMessage tone="success" text={notice} />}
        <LoginForm onSignedIn={onSignedIn} onForgotPassword={() => void navigate(paths.auth)} />
      </TabPanel>
    </div>
  );
}

export default AuthPanel;
