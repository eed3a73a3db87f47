import { createContext, useContext } from 'react';

/** True while a navigation waits for the next page (its lazy module is still loading); the old page stays meanwhile. */
export const NavigationPendingContext = createContext(false);

export const useNavigationPending = (): boolean => useContext(NavigationPendingContext);
