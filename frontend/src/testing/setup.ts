import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';

import { loadArabic } from '../lib/i18n/arabic';

// Components render Arabic synchronously in tests, as they do after main.tsx has loaded it.
beforeAll(async () => {
  await loadArabic();
});

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
