/**
 * The navigation guard of the specification (§5): a route that requires
 * authentication is shown only to a logged-in user with a current user,
 * anyone else goes to /login; /login itself sends a logged-in user home, or
 * back to the page a call found the session ended on (session.ts).
 * No route requires authentication yet (the spec shows none); the AI helper
 * and account pages of later issues will use `access="auth"`.
 */
import { href } from '@parole/bible';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { returnPath } from '../session.js';
import { isAuthenticated, useHostState, type HostState } from '../store/index.js';

/** 'auth': logged-in users only. 'guest': logged-out users only (the login page). */
export type RouteAccess = 'public' | 'auth' | 'guest';

/**
 * Where to send the visitor instead, or null to show the route; `state` is
 * the location's history state (a guest page's way back, `returnPath`).
 * @example guardRedirect('auth', { isLoggedIn: false }) // '/login'
 */
export function guardRedirect(access: RouteAccess, session: Pick<HostState, 'isLoggedIn' | 'currentUser'>, state?: unknown): string | null {
  const loggedIn = isAuthenticated(session);
  if (access === 'auth' && !loggedIn) return href('login');
  if (access === 'guest' && loggedIn) return returnPath(state);
  return null;
}

/** Renders its children when the guard allows it, else replaces the URL. */
export function Guarded({ access, children }: { access: RouteAccess; children: ReactNode }) {
  const isLoggedIn = useHostState((s) => s.isLoggedIn);
  const currentUser = useHostState((s) => s.currentUser);
  const { state } = useLocation();
  const to = guardRedirect(access, { isLoggedIn, currentUser }, state);
  return to === null ? children : <Navigate to={to} replace />;
}
