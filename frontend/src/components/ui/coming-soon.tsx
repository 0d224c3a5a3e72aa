import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

/** A page whose feature arrives later: its heading and one line saying so. */
export function ComingSoon({ title }: { title: ReactNode }) {
  return (
    <section className="section container">
      <h1 className="section-title">{title}</h1>
      <p className="coming-soon">
        <FormattedMessage id="common.comingSoon" defaultMessage="Coming soon: this part of Batala is being built." />
      </p>
    </section>
  );
}
