import { lazy, Suspense } from 'react';

import { LibrarySkeleton } from './components/library-skeleton';

// The library of published answers (/answers) is its own chunk; the skeleton shows while it loads.
const LibraryContent = lazy(() => import('./components/library-content'));

export function LibraryPage() {
  return (
    <Suspense fallback={<LibrarySkeleton />}>
      <LibraryContent />
    </Suspense>
  );
}
