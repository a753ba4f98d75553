import { useEffect, useState } from 'react';

/** Chromium's install prompt event (not in the DOM typings yet). */
interface BeforeInstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let deferredPrompt: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();

// Registered when this module first loads: Chromium fires the event once, soon after a page
// load, and only a kept event can open the install dialog later from a button.
window.addEventListener('beforeinstallprompt', (event) => {
  event.preventDefault();
  deferredPrompt = event as BeforeInstallPromptEvent;
  listeners.forEach((listener) => listener());
});
window.addEventListener('appinstalled', () => {
  deferredPrompt = null;
  listeners.forEach((listener) => listener());
});

/**
 * Installs the web app (public/manifest.webmanifest) where the browser offers it: `install`
 * is null when it does not (Safari, Firefox, already installed), and the page then explains
 * the browser's own Add to Home Screen steps instead.
 */
export function useInstallPrompt(): { install: (() => Promise<boolean>) | null } {
  const [available, setAvailable] = useState(deferredPrompt !== null);
  useEffect(() => {
    const update = () => setAvailable(deferredPrompt !== null);
    listeners.add(update);
    update();
    return () => {
      listeners.delete(update);
    };
  }, []);

  if (!available) return { install: null };
  return {
    install: async () => {
      const prompt = deferredPrompt;
      if (!prompt) return false;
      deferredPrompt = null;
      setAvailable(false);
      await prompt.prompt();
      const { outcome } = await prompt.userChoice;
      return outcome === 'accepted';
    },
  };
}
