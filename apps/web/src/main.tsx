// First: the first screen's calls go out before the rest of the app's code runs.
import './lib/early-calls-entry.ts';
import '@fontsource-variable/outfit';
import '@fontsource-variable/plus-jakarta-sans';
import '@fontsource-variable/noto-sans-arabic/wght.css';
import './styles/tokens.css';
import './styles/base.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, createAppQueryClient, prefetchStartup } from './app/app.tsx';
import { adoptStartupToken } from './app/provider.tsx';
import { setDateLocale } from './i18n/dates.ts';
import { initI18n, storedLanguage } from './i18n/i18n.ts';
import { setApiLanguage } from './lib/api-client.ts';

async function start() {
  // Before anything reads the address or the session: a token in the query is taken over.
  adoptStartupToken();
  const language = storedLanguage();
  setApiLanguage(language);
  // The first calls go out while the translations load.
  const queryClient = createAppQueryClient();
  prefetchStartup(queryClient);
  await Promise.all([initI18n(language), setDateLocale(language)]);
  const root = document.getElementById('root');
  if (!root) return;
  createRoot(root).render(
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>,
  );
}

void start();
