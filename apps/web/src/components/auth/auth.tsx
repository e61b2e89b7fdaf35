import { useCallback } from 'react';
import type { ReactNode } from 'react';
import { useSessionStore } from '@/core/session-store';
import { hasAllAuth, hasAnyAuth, hasAuth } from './auth-check';

/**
 * Permission helpers bound to the signed-in user's authBtnList (button permission codes such as
 * `sysDictType:add`). Comparison is case-insensitive.
 */
export function useAuth(): {
  authBtnList: string[];
  /** The list contains `value` (the `auth` directive). */
  auth: (value: string) => boolean;
  /** The list contains any of `values` (the `auths` directive). */
  auths: (values: readonly string[]) => boolean;
  /** The list contains all of `values` (the `auth-all` directive). */
  authAll: (values: readonly string[]) => boolean;
} {
  const authBtnList = useSessionStore((s) => s.authBtnList);
  return {
    authBtnList,
    auth: useCallback((v: string) => hasAuth(authBtnList, v), [authBtnList]),
    auths: useCallback((v: readonly string[]) => hasAnyAuth(authBtnList, v), [authBtnList]),
    authAll: useCallback((v: readonly string[]) => hasAllAuth(authBtnList, v), [authBtnList]),
  };
}

interface AuthProps {
  /** Permission code required, e.g. `sysDictType:add`. */
  value: string;
  children: ReactNode;
}

/** Renders its children only when authBtnList contains `value`; otherwise nothing. */
export function Auth({ value, children }: AuthProps) {
  return useAuth().auth(value) ? children : null;
}

interface AuthListProps {
  /** Permission codes. */
  value: readonly string[];
  children: ReactNode;
}

/** Renders its children only when authBtnList contains any of `value`. */
export function Auths({ value, children }: AuthListProps) {
  return useAuth().auths(value) ? children : null;
}

/** Renders its children only when authBtnList contains all of `value`. */
export function AuthAll({ value, children }: AuthListProps) {
  return useAuth().authAll(value) ? children : null;
}
