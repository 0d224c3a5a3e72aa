import type { ReactNode } from 'react';
import { FormattedMessage, defineMessages, useIntl, type MessageDescriptor } from 'react-intl';

import {
  CoinStackIcon,
  GrowthChartIcon,
  HandHeartIcon,
  ShieldTickIcon,
  TeamIcon,
  TrustIcon,
} from '../../../components/ui/icons/first-load';
import { SOURCES, type Source } from '../sources';
import styles from './business-benefits.module.css';
import shared from './shared.module.css';
import { SourceLine } from './source-line';

const messages = defineMessages({
  costsTitle: { id: 'about.benefits.costs.title', defaultMessage: 'Lower food costs' },
  costsText: {
    id: 'about.benefits.costs.text',
    defaultMessage:
      'Measuring waste and cutting overproduction pays back fast. In a study of 114 restaurants in 12 countries, kitchen food waste fell by {cut, number, percent} in the first year.',
  },
  costsValue: { id: 'about.benefits.costs.value', defaultMessage: '7:1' },
  costsLabel: { id: 'about.benefits.costs.label', defaultMessage: 'benefit-cost ratio across the restaurants studied' },

  complianceTitle: { id: 'about.benefits.compliance.title', defaultMessage: 'Compliance readiness' },
  complianceText: {
    id: 'about.benefits.compliance.text',
    defaultMessage:
      'Guidance that points you to the rules that apply, such as keeping food out of the temperature danger zone. Temperature control is the main violation Dubai Municipality inspectors find.',
  },
  complianceValue: { id: 'about.benefits.compliance.value', defaultMessage: '{min, number}–{max, number} °C' },
  complianceLabel: { id: 'about.benefits.compliance.label', defaultMessage: 'the danger zone to keep food out of' },

  reportingTitle: { id: 'about.benefits.reporting.title', defaultMessage: 'Sustainability reporting' },
  reportingText: {
    id: 'about.benefits.reporting.text',
    defaultMessage:
      'Track your waste now and be ready to report it. Businesses enter their data through the ne’ma data hub for the UAE’s first National Food Loss and Waste Baseline Study.',
  },
  reportingValue: { id: 'about.benefits.reporting.value', defaultMessage: '{count, number}' },
  reportingLabel: {
    id: 'about.benefits.reporting.label',
    defaultMessage: 'households, businesses and public bodies in the baseline study, across all seven emirates',
  },

  trustTitle: { id: 'about.benefits.trust.title', defaultMessage: 'Customer trust' },
  trustText: {
    id: 'about.benefits.trust.text',
    defaultMessage:
      'Residents care what venues do about waste: {share, number, percent} of them support food-waste inspections of businesses.',
  },
  trustValue: { id: 'about.benefits.trust.value', defaultMessage: '{share, number, percent}' },
  trustLabel: { id: 'about.benefits.trust.label', defaultMessage: 'of UAE residents see food waste as a major national issue' },

  staffTitle: { id: 'about.benefits.staff.title', defaultMessage: 'Staff engagement' },
  staffText: {
    id: 'about.benefits.staff.text',
    defaultMessage:
      'Engaging staff is one of the five actions Champions 12.3 found at sites that cut food waste successfully. Batala’s quiz, challenges and clear steps in Arabic and English help the whole team take part.',
  },

  communityTitle: { id: 'about.benefits.community.title', defaultMessage: 'Community impact' },
  communityText: {
    id: 'about.benefits.community.text',
    defaultMessage:
      'Safe surplus can feed people instead of going to landfill. In Ramadan 2024, Majid Al Futtaim’s Feed the Future programme donated {kg} of food from four malls.',
  },
  communityValue: { id: 'about.benefits.community.value', defaultMessage: '{count, number}+' },
  communityLabel: { id: 'about.benefits.community.label', defaultMessage: 'meals donated with Replate and the UAE Food Bank' },
});

interface Benefit {
  key: string;
  icon: ReactNode;
  title: MessageDescriptor;
  text: ReactNode;
  highlight?: { value: string; label: MessageDescriptor };
  sources: readonly Source[];
}

export function BusinessBenefits() {
  const intl = useIntl();
  const t = (descriptor: MessageDescriptor, values?: Record<string, string | number>) =>
    intl.formatMessage(descriptor, values);

  const benefits: readonly Benefit[] = [
    {
      key: 'costs',
      icon: <CoinStackIcon size={24} />,
      title: messages.costsTitle,
      text: t(messages.costsText, { cut: 0.26 }),
      highlight: { value: t(messages.costsValue), label: messages.costsLabel },
      sources: [SOURCES.championsRestaurants],
    },
    {
      key: 'compliance',
      icon: <ShieldTickIcon size={24} />,
      title: messages.complianceTitle,
      text: t(messages.complianceText),
      highlight: { value: t(messages.complianceValue, { min: 5, max: 60 }), label: messages.complianceLabel },
      sources: [SOURCES.dubaiMunicipality],
    },
    {
      key: 'reporting',
      icon: <GrowthChartIcon size={24} />,
      title: messages.reportingTitle,
      text: t(messages.reportingText),
      highlight: { value: t(messages.reportingValue, { count: 3000 }), label: messages.reportingLabel },
      sources: [SOURCES.baselineStudy, SOURCES.wamBaseline],
    },
    {
      key: 'trust',
      icon: <TrustIcon size={24} />,
      title: messages.trustTitle,
      text: t(messages.trustText, { share: 0.75 }),
      highlight: { value: t(messages.trustValue, { share: 0.85 }), label: messages.trustLabel },
      sources: [SOURCES.nemaSurvey],
    },
    {
      key: 'staff',
      icon: <TeamIcon size={24} />,
      title: messages.staffTitle,
      text: t(messages.staffText),
      sources: [SOURCES.championsRestaurants],
    },
    {
      key: 'community',
      icon: <HandHeartIcon size={24} />,
      title: messages.communityTitle,
      text: t(messages.communityText, { kg: intl.formatNumber(6049, { style: 'unit', unit: 'kilogram' }) }),
      highlight: { value: t(messages.communityValue, { count: 12_000 }), label: messages.communityLabel },
      sources: [SOURCES.mafFeedTheFuture],
    },
  ];

  return (
    <section id="benefits" className={shared.band} aria-labelledby="about-benefits-title">
      <div className="container">
        <header className={shared.header}>
          <p className={shared.kicker}>
            <FormattedMessage id="about.benefits.kicker" defaultMessage="For your business" />
          </p>
          <h2 id="about-benefits-title" className="section-title">
            <FormattedMessage id="about.benefits.title" defaultMessage="Why wasting less pays off" />
          </h2>
          <p className={`section-lead ${shared.lead}`}>
            <FormattedMessage
              id="about.benefits.lead"
              defaultMessage="Six reasons UAE restaurants, hotels, caterers and retailers act on food waste, with the evidence behind each one."
            />
          </p>
        </header>

        <ul className={`${shared.grid} ${shared.gridWide} ${styles.list}`}>
          {benefits.map((benefit) => (
            <li key={benefit.key} className={`card ${styles.benefit}`}>
              <div className={styles.head}>
                <span className={shared.iconBadge}>{benefit.icon}</span>
                <h3 className={`${shared.cardTitle} ${styles.title}`}>{t(benefit.title)}</h3>
              </div>
              {benefit.highlight && (
                <p className={styles.highlight}>
                  <span className={styles.highlightValue}>{benefit.highlight.value}</span>
                  <span className={styles.highlightLabel}>{t(benefit.highlight.label)}</span>
                </p>
              )}
              <p className={shared.cardText}>{benefit.text}</p>
              <div className={styles.footer}>
                <SourceLine sources={benefit.sources} />
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
