import { useSyncExternalStore } from 'react';

/**
 * Whether this browser last knew a business to be signed in. A signed-in business sees its
 * greeting, Dashboard and Logout on every page (DECISIONS.md section 17), but its session cookie
 * is HttpOnly, and asking the server on every page would cost every visitor a call and the data
 * layer's code. So the last session answer is remembered here: a visitor who never signed in
 * makes no call, and a business's header shows no "Log In" while its session loads. The session
 * answer stays the truth: it rewrites this whenever it comes (lib/session.ts).
 */
const STORAGE_KEY = 'chefconnect-business-signed-in';
const listeners = new Set<() => void>();

function remembered(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}

/** Records what the server answered (or what a sign-in, registration or logout just did). */
export function rememberBusinessSignedIn(signedIn: boolean): void {
  if (signedIn === remembered()) return;
  try {
    if (signedIn) localStorage.setItem(STORAGE_KEY, 'yes');
    else localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage may be blocked: the header then shows the signed-in actions on /dashboard only.
    return;
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Signing in or out in another tab changes this one's header too.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** True while this browser believes a business is signed in; the header re-renders when it changes. */
export function useRememberedBusinessSignIn(): boolean {
  return useSyncExternalStore(subscribe, remembered, () => false);
}
