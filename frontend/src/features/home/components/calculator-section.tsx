import { lazy, Suspense, useRef } from 'react';
import { FormattedMessage } from 'react-intl';

import { CalculatorSkeleton } from './calculator/calculator-skeleton';
import { useHoldHashTarget } from './calculator/use-hold-hash-target';

// Below the fold: the calculator (and the share dialog it brings) is a chunk of its own.
const Calculator = lazy(() => import('./calculator/calculator'));

/** Anchor `calculator`: the savings calculator. */
export function CalculatorSection() {
  const ref = useRef<HTMLElement>(null);
  useHoldHashTarget(ref);
  return (
    <section ref={ref} id="calculator" className="section" aria-labelledby="calculator-title">
      <div className="container">
        <h2 id="calculator-title" className="section-title">
          <FormattedMessage id="home.calculator.title" defaultMessage="Savings Calculator" />
        </h2>
        <p className="section-lead">
          <FormattedMessage
            id="home.calculator.lead"
            defaultMessage="Enter how much food your venue throws away each month and see what cutting it could save you in AED, meals and CO₂."
          />
        </p>
        <Suspense fallback={<CalculatorSkeleton />}>
          <Calculator />
        </Suspense>
      </div>
    </section>
  );
}
