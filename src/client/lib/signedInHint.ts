import { useSyncExternalStore } from 'react';

/**
 * Whether a business is signed in, as the header needs it on every page (DECISIONS.md section
 * 17): its greeting, Dashboard and Logout, never "Log In". The session cookie is HttpOnly, and
 * asking the API on every page would cost every visitor a call and the data layer's code, so
 * the server says it in the page itself: a request carrying a business's current session gets
 * `<meta name="cc-session" content="business">` (src/server/core/http/route-preloads.ts). From
 * there the session answer, a sign-in, a registration and a logout keep it true without a
 * reload (lib/session.ts). Nothing is kept in the browser: a cookie set by another tab or by the
 * API counts from the next page, and a session ended elsewhere does not linger.
 */
function fromPage(): boolean {
  return typeof document !== 'undefined' && document.querySelector('meta[name="cc-session"]')?.getAttribute('content') === 'business';
}

let signedIn = fromPage();
const listeners = new Set<() => void>();

/** Records what the server answered (or what a sign-in, registration or logout just did). */
export function noteBusinessSignedIn(now: boolean): void {
  if (now === signedIn) return;
  signedIn = now;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True while the server last said a business is signed in; the header re-renders when it changes. */
export function useBusinessSignedIn(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => signedIn,
    () => false,
  );
}
