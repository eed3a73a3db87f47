import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { LOGIN_REDIRECT_DELAY_MS } from '../../../../../shared/constants';
import { paths } from '../../../config/paths';

export const LOGIN_TO_SUBSCRIBE_MESSAGE = 'Please login to subscribe to a plan';

/** A visitor who picks a plan is warned and sent to /auth, with the same delay as buying a song. */
export function useLoginFirst(): () => void {
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback(() => {
    toast.warning(LOGIN_TO_SUBSCRIBE_MESSAGE);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void navigate(paths.auth), LOGIN_REDIRECT_DELAY_MS);
  }, [navigate]);
}
