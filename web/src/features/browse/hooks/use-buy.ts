import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { LOGIN_REDIRECT_DELAY_MS } from '../../../../../shared/constants';
import { paths } from '../../../config/paths';
import { useGuestCheckout } from '../../../components/layouts/site-settings';
import { useSession } from '../../../lib/session';

export const LOGIN_TO_PURCHASE_MESSAGE = 'Please login to purchase songs';

/**
 * Buying needs a session (spec §5): a visitor is warned and sent to /auth after 2 s, unless the
 * store allows guest checkout. A signed-in buyer (or such a visitor) goes to /browse?buy=<songId>,
 * where the purchase dialog mounts.
 */
export function useBuy(): (songId: string, extra?: { tier?: string; upgrade?: string }) => void {
  const { user } = useSession();
  const guestCheckout = useGuestCheckout();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  return useCallback(
    (songId: string, extra?: { tier?: string; upgrade?: string }) => {
      if (user || guestCheckout) {
        // On /browse the filters stay as they are; from a song page the dialog opens on /browse.
        const params = new URLSearchParams(pathname === paths.browse ? search : '');
        params.set('buy', songId);
        // Licence tiers (issue 25): the tier chosen on the song page, and the licence an upgrade replaces.
        for (const name of ['tier', 'upgrade'] as const) {
          if (extra?.[name]) params.set(name, extra[name]);
          else params.delete(name);
        }
        void navigate(`${paths.browse}?${params.toString()}`, { preventScrollReset: true });
        return;
      }
      toast.warning(LOGIN_TO_PURCHASE_MESSAGE);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void navigate(paths.auth), LOGIN_REDIRECT_DELAY_MS);
    },
    [user, guestCheckout, navigate, pathname, search],
  );
}
