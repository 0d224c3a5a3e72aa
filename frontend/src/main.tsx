import '@fontsource-variable/inter';
import '@fontsource-variable/noto-sans-arabic';
import './styles/global.css';

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { App } from './app/app';
import { loadArabic } from './lib/i18n/arabic';
import { initialLocale } from './lib/i18n/locale';

const root = document.getElementById('root');

function render() {
  if (!root) return;
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

// An Arabic page waits for its catalogue (a small chunk) rather than flash English first.
let wanted: ReturnType<typeof initialLocale> = 'en';
try {
  wanted = initialLocale(window.location.search, window.localStorage);
} catch {
  // Storage blocked: English.
}
if (wanted === 'ar') loadArabic().then(render, render);
else render();
