import { createContext, useContext } from 'react';
import type { Badge, Role } from '@messmate/shared/constants';
import type { UserRecord } from '@messmate/shared/schemas/user';

export interface RegisterInput {
  name: string;
  email: string;
  password: string;
  image: string;
}

/** What the app knows about who is here (the specification's authentication state). */
export interface AuthState {
  /** True until the first answer, and again while signing up, in or out. */
  loading: boolean;
  /** The signed-in person's stored record; null for a visitor. */
  user: UserRecord | null;
  role: Role | null;
  badge: Badge | null;
  /** Signs in; resolves with the stored record. Rejects with a readable message. */
  login(email: string, password: string): Promise<UserRecord>;
  /** Creates the account and signs in; resolves with whether the profile save was acknowledged. */
  register(input: RegisterInput): Promise<{ user: UserRecord | null; saved: boolean }>;
  logout(): Promise<void>;
  /** Leaves for Google; comes back to /join, which finishes the sign-in. */
  continueWithGoogle(returnTo: string): Promise<void>;
  /** Reads the stored record again (after a payment changed the badge, say). */
  refresh(): Promise<UserRecord | null>;
}

export const AuthContext = createContext<AuthState | null>(null);

/** The account state; any component below AuthProvider may call it. */
export function useAuth(): AuthState {
  const state = useContext(AuthContext);
  if (!state) throw new Error('useAuth must be used inside <AuthProvider>');
  return state;
}
