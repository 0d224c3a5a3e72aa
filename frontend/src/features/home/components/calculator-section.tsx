import { FormattedMessage } from 'react-intl';

import { ComingSoonCard } from './coming-soon-card';

/** Anchor `calculator`: the savings calculator arrives here. */
export function CalculatorSection() {
  return (
    <section id="calculator" className="section" aria-labelledby="calculator-title">
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
        <ComingSoonCard>
          <FormattedMessage
            id="home.calculator.comingSoon"
            defaultMessage="The savings calculator is coming soon."
          />
        </ComingSoonCard>
      </div>
    </section>
  );
}
