import { lazy, Suspense } from 'react';

import { AnswerSkeleton } from './components/answer-skeleton';

// The public answer page (/q/{slug}) is its own chunk; the skeleton shows while it loads.
const AnswerPageContent = lazy(() => import('./components/answer-page-content'));

export function AnswerPage() {
  return (
    <Suspense fallback={<AnswerSkeleton />}>
      <AnswerPageContent />
    </Suspense>
  );
}
