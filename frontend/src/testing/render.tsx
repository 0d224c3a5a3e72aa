import { render as rtlRender, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, type InitialEntry } from 'react-router-dom';
import { SWRConfig } from 'swr';

import { Toaster } from '../components/ui/toast';
import { swrConfig } from '../lib/api/swr';
import { I18nProvider } from '../lib/i18n/i18n-provider';
import type { Locale } from '../lib/i18n/locale';

interface Options extends Omit<RenderOptions, 'wrapper'> {
  locale?: Locale;
  /** The address, or a location with router state. */
  route?: InitialEntry;
}

/** Renders with the app's providers: intl, a memory router and a fresh SWR cache. */
export function render(ui: ReactElement, { locale, route = '/', ...options }: Options = {}) {
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <I18nProvider {...(locale ? { locale } : {})}>
        <SWRConfig value={{ ...swrConfig, provider: () => new Map() }}>
          <Toaster>
            <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
          </Toaster>
        </SWRConfig>
      </I18nProvider>
    );
  }
  return rtlRender(ui, { wrapper: Wrapper, ...options });
}
