import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { AppProviders } from './app/providers';
import { router } from './app/router';

// The server's CSP forbids eval, so zod's compiled fast path can never run here; without this
// zod probes for it with new Function() and Chromium reports a CSP violation on every form
// page. This is the object z.config() writes and zod adopts when it loads; setting it here,
// before the lazy route chunks build their schemas, keeps zod itself (3 KB) out of the entry.
const zodGlobal = globalThis as { __zod_globalConfig?: Record<string, unknown> };
zodGlobal.__zod_globalConfig = { ...zodGlobal.__zod_globalConfig, jitless: true };

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
