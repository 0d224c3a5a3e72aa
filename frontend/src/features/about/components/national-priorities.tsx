import type { ReactNode } from 'react';
import { FormattedMessage, defineMessages, useIntl, type MessageDescriptor } from 'react-intl';

import { BowlLeafIcon, TargetIcon, WheatIcon } from '../../../components/ui/icons/first-load';
import { SOURCES, type Source } from '../sources';
import styles from './national-priorities.module.css';
import shared from './shared.module.css';
import { SourceLine } from './source-line';
import { StatList, type Stat } from './stat-list';

const messages = defineMessages({
  nemaTag: { id: 'about.priorities.nema.tag', defaultMessage: 'National initiative' },
  nemaTitle: { id: 'about.priorities.nema.title', defaultMessage: 'ne’ma, the National Food Loss and Waste Initiative' },
  nemaText: {
    id: 'about.priorities.nema.text',
    defaultMessage:
      'Launched in 2022, ne’ma (Arabic for “blessing”) was developed by the Abu Dhabi Crown Prince’s Court, the Emirates Foundation and the Ministry of Climate Change and Environment. It brings government, business, NGOs and the public together, from farm to consumer.',
  },
  nemaDiverted: { id: 'about.priorities.nema.diverted', defaultMessage: 'of food diverted from landfill by ne’ma in 2024' },
  nemaRescued: { id: 'about.priorities.nema.rescued', defaultMessage: 'of surplus food rescued and redistributed in 2024' },
  nemaPeopleValue: { id: 'about.priorities.nema.people.value', defaultMessage: '{count, number}+' },
  nemaPeople: { id: 'about.priorities.nema.people', defaultMessage: 'people benefited from that food' },

  targetTag: { id: 'about.priorities.target.tag', defaultMessage: 'National target' },
  targetTitle: { id: 'about.priorities.target.title', defaultMessage: 'Halve food waste by 2030' },
  targetText: {
    id: 'about.priorities.target.text',
    defaultMessage:
      'The UAE aims to cut food waste by half by 2030. The target is tied to the National Food Security Strategy 2051 and to UN Sustainable Development Goal target 12.3.',
  },
  targetCut: { id: 'about.priorities.target.cut', defaultMessage: 'less food waste: the national target for 2030' },
  targetShareValue: { id: 'about.priorities.target.share.value', defaultMessage: '≈ {share, number, percent}' },
  targetShare: { id: 'about.priorities.target.share', defaultMessage: 'of food in the UAE is wasted, by ne’ma’s 2023 estimate' },
  targetCostValue: { id: 'about.priorities.target.cost.value', defaultMessage: 'AED {billions, number} billion' },
  targetCost: { id: 'about.priorities.target.cost', defaultMessage: 'a year: what that waste costs, by ne’ma’s 2023 estimate' },

  nfssTag: { id: 'about.priorities.nfss.tag', defaultMessage: 'National strategy' },
  nfssTitle: { id: 'about.priorities.nfss.title', defaultMessage: 'National Food Security Strategy 2051' },
  nfssText: {
    id: 'about.priorities.nfss.text',
    defaultMessage:
      'Launched in November 2018, the strategy aims to make the UAE the world’s best on the Global Food Security Index by 2051. Reducing food loss and waste, and food safety and better nutrition, are among its pillars.',
  },
  nfssGoalValue: { id: 'about.priorities.nfss.goal.value', defaultMessage: 'No. 1' },
  nfssGoal: { id: 'about.priorities.nfss.goal', defaultMessage: 'in the world on the Global Food Security Index: the 2051 goal' },
  nfssMenaValue: { id: 'about.priorities.nfss.mena.value', defaultMessage: '1st in MENA' },
  nfssMena: {
    id: 'about.priorities.nfss.mena',
    defaultMessage: 'on the Global Food Security Index 2022, and 23rd in the world',
  },
  nfssImportsValue: { id: 'about.priorities.nfss.imports.value', defaultMessage: '≈ {share, number, percent}' },
  nfssImports: {
    id: 'about.priorities.nfss.imports',
    defaultMessage: 'of the UAE’s food is imported, says the Minister of State for Food Security',
  },
});

interface Priority {
  key: string;
  icon: ReactNode;
  tag: MessageDescriptor;
  title: MessageDescriptor;
  text: MessageDescriptor;
  stats: readonly Stat[];
  sources: readonly Source[];
}

export function NationalPriorities() {
  const intl = useIntl();
  const t = (descriptor: MessageDescriptor, values?: Record<string, string | number>) =>
    intl.formatMessage(descriptor, values);
  const kg = (value: number) => intl.formatNumber(value, { style: 'unit', unit: 'kilogram' });

  const priorities: readonly Priority[] = [
    {
      key: 'nema',
      icon: <BowlLeafIcon size={24} />,
      tag: messages.nemaTag,
      title: messages.nemaTitle,
      text: messages.nemaText,
      stats: [
        { key: 'diverted', value: kg(612_000), label: t(messages.nemaDiverted) },
        { key: 'rescued', value: kg(367_450), label: t(messages.nemaRescued) },
        { key: 'people', value: t(messages.nemaPeopleValue, { count: 450_000 }), label: t(messages.nemaPeople) },
      ],
      sources: [SOURCES.fao, SOURCES.nationalNemaLaunch, SOURCES.wamNemaResults],
    },
    {
      key: 'target',
      icon: <TargetIcon size={24} />,
      tag: messages.targetTag,
      title: messages.targetTitle,
      text: messages.targetText,
      stats: [
        { key: 'cut', value: intl.formatNumber(0.5, { style: 'percent' }), label: t(messages.targetCut) },
        { key: 'share', value: t(messages.targetShareValue, { share: 0.4 }), label: t(messages.targetShare) },
        { key: 'cost', value: t(messages.targetCostValue, { billions: 6 }), label: t(messages.targetCost) },
      ],
      sources: [SOURCES.wamNemaResults, SOURCES.nemaCostEstimate],
    },
    {
      key: 'nfss',
      icon: <WheatIcon size={24} />,
      tag: messages.nfssTag,
      title: messages.nfssTitle,
      text: messages.nfssText,
      stats: [
        { key: 'goal', value: t(messages.nfssGoalValue), label: t(messages.nfssGoal) },
        { key: 'mena', value: t(messages.nfssMenaValue), label: t(messages.nfssMena) },
        { key: 'imports', value: t(messages.nfssImportsValue, { share: 0.9 }), label: t(messages.nfssImports) },
      ],
      sources: [SOURCES.wamFoodSecurity, SOURCES.nfssPillars, SOURCES.gfsi2022, SOURCES.ministerImports],
    },
  ];

  return (
    <section
      id="priorities"
      className={`${shared.band} ${shared.bandMuted}`}
      aria-labelledby="about-priorities-title"
    >
      <div className="container">
        <header className={shared.header}>
          <p className={shared.kicker}>
            <FormattedMessage id="about.priorities.kicker" defaultMessage="The bigger picture" />
          </p>
          <h2 id="about-priorities-title" className="section-title">
            <FormattedMessage id="about.priorities.title" defaultMessage="UAE national priorities" />
          </h2>
          <p className={`section-lead ${shared.lead}`}>
            <FormattedMessage
              id="about.priorities.lead"
              defaultMessage="Batala is built around the goals the UAE has set for its food system. Every figure below comes from a published source."
            />
          </p>
        </header>

        <div className={`${shared.grid} ${shared.gridWide}`}>
          {priorities.map((priority) => (
            <article key={priority.key} className={`card ${styles.priority}`} aria-labelledby={`priority-${priority.key}`}>
              <div className={styles.head}>
                <span className={shared.iconBadge}>{priority.icon}</span>
                <p className={styles.tag}>{t(priority.tag)}</p>
              </div>
              <h3 id={`priority-${priority.key}`} className={shared.cardTitle}>
                {t(priority.title)}
              </h3>
              <p className={`${shared.cardText} ${styles.text}`}>{t(priority.text)}</p>
              <StatList stats={priority.stats} />
              <div className={styles.footer}>
                <SourceLine sources={priority.sources} />
              </div>
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}
