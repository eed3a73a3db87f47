import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';

/**
 * Buy opens the purchase dialog at /browse?buy=<songId> for everyone (issue 21): a signed-out
 * buyer signs in or up inside it (or checks out as a guest where the store allows) and is back on
 * the purchase, never sent away to /auth.
 */
export function useBuy(): (songId: string, extra?: { tier?: string; upgrade?: string }) => void {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return useCallback(
    (songId: string, extra?: { tier?: string; upgrade?: string }) => {
      // On /browse the filters stay as they are; from another page the dialog opens on /browse.
      const params = new URLSearchParams(pathname === paths.browse ? search : '');
      params.set('buy', songId);
      // Licence tiers (issue 25): the tier chosen on the song page, and the licence an upgrade replaces.
      for (const name of ['tier', 'upgrade'] as const) {
        if (extra?.[name]) params.set(name, extra[name]);
        else params.delete(name);
      }
      void navigate(`${paths.browse}?${params.toString()}`, { preventScrollReset: true });
    },
    [navigate, pathname, search],
  );
}
