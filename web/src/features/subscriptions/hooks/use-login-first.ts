import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { LOGIN_REDIRECT_DELAY_MS } from '../../../../../shared/constants';
import { paths } from '../../../config/paths';
import '../../../i18n/locales/en/subscriptions';

/** A visitor who picks a plan is warned and sent to /auth, with the same delay as buying a song. */
export function useLoginFirst(): () => void {
  const navigate = useNavigate();
  const { t } = useTranslation();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback(() => {
    toast.warning(t('plans.loginFirst'));
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void navigate(paths.auth), LOGIN_REDIRECT_DELAY_MS);
  }, [navigate, t]);
}
