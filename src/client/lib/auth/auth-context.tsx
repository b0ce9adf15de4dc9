/**
 * Who is visiting (docs/product.md §4.1): the signed-in user (from the server; 401 = nobody) and the guest session
 * kept in local storage. A visitor is a guest only with a guest session and no user.
 */
import { useMutation, useQueryClient, type UseMutationResult } from '@tanstack/react-query';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import type { User } from '../../../shared/api-contracts';
import type { LoginInput, RegisterInput } from '../../../shared/schemas';
import { errorMessage, isConnectionError } from '../api-client';
import { queryKeys } from '../query-keys';
import { clearUserId, guestSessionStore, readUserId, saveUserId, type StoredGuestSession } from '../storage';
import { forgetKeptStories } from '../offline';
import { toast } from '../../components/ui/use-toast';
import { createGuestSession } from './create-guest-session';
import { useGuestMigration } from './use-guest-migration';
import { useUser } from './get-user';
import { login } from './login';
import { logout } from './logout';
import { register } from './register';

export const MAGIC_PORTAL_TROUBLE = {
  title: 'Magic Portal Trouble',
  description: 'Our magical entrance seems to be having trouble. Please try again!',
} as const;

export interface AuthContextValue {
  user: User | null;
  /** True until the server has said who is signed in. */
  isLoading: boolean;
  /** Someone signed in here, but the server could not be reached to say who (offline). */
  isUserUnknown: boolean;
  guestSession: StoredGuestSession | null;
  /** A guest session and nobody signed in. */
  isGuest: boolean;
  /** The stored guest session, or a new one from the server. */
  startGuestSession(): Promise<StoredGuestSession>;
  loginMutation: UseMutationResult<User, Error, LoginInput>;
  registerMutation: UseMutationResult<User, Error, RegisterInput>;
  logoutMutation: UseMutationResult<void, Error, void>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

function failureToast(title: string, error: Error) {
  if (isConnectionError(error)) toast({ ...MAGIC_PORTAL_TROUBLE, variant: 'destructive' });
  else toast({ title, description: errorMessage(error) ?? title, variant: 'destructive' });
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const userQuery = useUser();
  const user = userQuery.data ?? null;
  const guestSession = useSyncExternalStore(guestSessionStore.subscribe, guestSessionStore.get, () => null);

  // The stored id follows the server's answer (docs/product.md §4.1: saved on sign-in, cleared on sign-out).
  useEffect(() => {
    if (!userQuery.isSuccess) return;
    if (userQuery.data) saveUserId(userQuery.data.id);
    else if (readUserId() !== null) {
      // Someone was signed in here and the server says nobody is now (the session ended): what was kept
      // of theirs for offline reading goes.
      clearUserId();
      void forgetKeptStories();
    }
  }, [userQuery.isSuccess, userQuery.data]);

  useGuestMigration(user, guestSession);

  // What the signed-in user's pages asked for is forgotten only once a render with nobody signed in has
  // turned those queries off: forgotten earlier, a page still showing would ask again and hear 401.
  const forgetAfterSignOut = useRef(false);
  useEffect(() => {
    if (user || !forgetAfterSignOut.current) return;
    forgetAfterSignOut.current = false;
    queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== queryKeys.user[0] });
  }, [user, queryClient]);

  const becomeUser = useCallback(
    (signedIn: User) => {
      // Counts, plans and profiles belonged to whoever was here before.
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== queryKeys.user[0] });
      queryClient.setQueryData(queryKeys.user, signedIn);
      saveUserId(signedIn.id);
      void forgetKeptStories();
    },
    [queryClient],
  );

  const loginMutation = useMutation<User, Error, LoginInput>({
    mutationFn: login,
    onSuccess: becomeUser,
    onError: (error) => failureToast('Login failed', error),
  });
  const registerMutation = useMutation<User, Error, RegisterInput>({
    mutationFn: register,
    onSuccess: becomeUser,
    onError: (error) => failureToast('Registration failed', error),
  });
  const logoutMutation = useMutation<void, Error, void, { user: User | null | undefined }>({
    // Signed out from the tap: nothing the signed-in user asked for may land after the session ends (it
    // would answer 401), and nothing that mounts meanwhile (a lazily loaded part of home) asks as them.
    onMutate: async () => {
      const user = queryClient.getQueryData<User | null>(queryKeys.user);
      await queryClient.cancelQueries({ predicate: (q) => q.queryKey[0] !== queryKeys.user[0] });
      queryClient.setQueryData(queryKeys.user, null);
      return { user };
    },
    mutationFn: logout,
    onSuccess: () => {
      clearUserId();
      void forgetKeptStories();
      forgetAfterSignOut.current = true;
      toast({
        title: 'Signed out',
        description: 'Sleep well. Your stories are kept in your account.',
        variant: 'moonbeam-info',
      });
    },
    onError: (error, _variables, context) => {
      // Still signed in after all.
      if (context?.user !== undefined) queryClient.setQueryData(queryKeys.user, context.user);
      toast({
        title: 'Logout failed',
        description: errorMessage(error) ?? 'Logout failed',
        variant: 'destructive',
      });
    },
  });

  const startGuestSession = useCallback(async () => {
    // Re-read: the stored session may have expired while the page was open.
    guestSessionStore.refresh();
    const stored = guestSessionStore.get();
    if (stored) return stored;
    const session = await createGuestSession();
    guestSessionStore.set(session);
    return session;
  }, []);

  const value = useMemo<AuthContextValue>(
    () => ({
      user,
      isLoading: userQuery.isPending,
      isUserUnknown: userQuery.isError,
      guestSession,
      isGuest: !user && guestSession !== null,
      startGuestSession,
      loginMutation,
      registerMutation,
      logoutMutation,
    }),
    [
      user,
      userQuery.isPending,
      userQuery.isError,
      guestSession,
      startGuestSession,
      loginMutation,
      registerMutation,
      logoutMutation,
    ],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

/** The visitor; throws when used outside <AuthProvider> (docs/product.md §8.3). */
export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used within an AuthProvider');
  return value;
}
