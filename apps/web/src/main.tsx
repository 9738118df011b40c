import '@fontsource-variable/outfit';
import '@fontsource-variable/plus-jakarta-sans';
import '@fontsource-variable/noto-sans-arabic/wght.css';
import './styles/tokens.css';
import './styles/base.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { adoptStartupToken } from './app/provider.tsx';
import { setDateLocale } from './i18n/dates.ts';
import { initI18n, storedLanguage } from './i18n/i18n.ts';
import { setApiLanguage } from './lib/api-client.ts';

async function start() {
  // Before anything reads the address or the session: a token in the query is taken over.
  adoptStartupToken();
  const language = storedLanguage();
  setApiLanguage(language);
  await Promise.all([initI18n(language), setDateLocale(language)]);
  const root = document.getElementById('root');
  if (!root) return;
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
