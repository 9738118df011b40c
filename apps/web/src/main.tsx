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
import { listenForInstallPrompt } from './features/app-download/lib/install-prompt.ts';
import { HANDOFF_PARAM } from './features/app-download/lib/download-link.ts';
import { adoptUrlLanguage, startI18n, storedLanguage } from './i18n/i18n.ts';
import { setApiLanguage } from './lib/api-client.ts';

async function start() {
  // Before anything reads the address or the session: a token in the query is taken over.
  adoptStartupToken();
  // An app-download link names its language (?lang=): it becomes the visitor's choice.
  adoptUrlLanguage(window.location.search);
  listenForInstallPrompt();
  const language = storedLanguage();
  setApiLanguage(language);
  // Should the chosen language's texts not arrive, the page opens in English (see startI18n) rather
  // than stays blank, and the calls from then on ask for English too.
  const texts = startI18n(language).then((shown) => {
    setApiLanguage(shown);
    return setDateLocale(shown);
  });
  // A scanned app-download link (?handoff=) is traded for a session first, so the first calls carry
  // it; the code for that loads only then.
  if (new URLSearchParams(window.location.search).has(HANDOFF_PARAM)) {
    // Should that code fail to load, the visitor goes on signed out.
    await import('./features/app-download/lib/startup-handoff.ts')
      .then(({ redeemStartupHandoff }) => redeemStartupHandoff(window, texts))
      .catch(() => undefined);
  }
  // The first calls go out while the translations load.
  const queryClient = createAppQueryClient();
  prefetchStartup(queryClient);
  await texts;
  const root = document.getElementById('root');
  if (!root) return;
  createRoot(root).render(
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>,
  );
}

void start();
