import { createContext, use, type ReactNode } from 'react';

/** Renders a sign-in/sign-up panel that calls `onSignedIn` once a session exists (the auth feature's `AuthPanel`). */
export type SignInPanel = (props: { onSignedIn: () => void }) => ReactNode;

/**
 * The app puts the auth feature's panel here, so another feature (the purchase dialog) can sign a
 * buyer in where they are without importing the auth feature.
 */
export const SignInPanelContext = createContext<SignInPanel | null>(null);

export const useSignInPanel = (): SignInPanel | null => use(SignInPanelContext);
