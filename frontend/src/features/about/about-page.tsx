import { FormattedMessage } from 'react-intl';

export function AboutPage() {
  return (
    <section className="section container">
      <h1 className="section-title">
        <FormattedMessage id="about.hero.title" defaultMessage="About Batala" />
      </h1>
    </section>
  );
}
