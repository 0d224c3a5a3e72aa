import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';

import { Toaster } from '../components/ui/toast';
import { I18nProvider } from '../lib/i18n/i18n-provider';
import { swrConfig } from '../lib/api/swr';

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <I18nProvider>
      <SWRConfig value={swrConfig}>
        <Toaster>{children}</Toaster>
      </SWRConfig>
    </I18nProvider>
  );
}
