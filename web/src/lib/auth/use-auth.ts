import { createContext, useContext } from 'react';
import type { User } from './user';

export type AuthState = {
  /** undefined until the first status check has answered. */
  isSignedIn: boolean | undefined;
  user: User | null;
  /** A status check is in flight. */
  loading: boolean;
  /** Asks the server again, e.g. after sign-in or sign-out. */
  refresh: () => Promise<void>;
};

export const AuthContext = createContext<AuthState | null>(null);

export function useAuth(): AuthState {
  const state = useContext(AuthContext);
  if (!state) throw new Error('useAuth must be used inside <AuthProvider>.');
  return state;
}
