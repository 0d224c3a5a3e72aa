// The learning hub (spec §2): three keyboard-accessible tabs, Knowledge Quiz, Challenges and Local
// Vendors. Each tab's content is a chunk of its own, fetched when the tab is first opened (or
// hovered); a visited tab stays mounted, so a quiz round survives a look at the vendors.
import { lazy, Suspense, useState, type ComponentType } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { Tabs } from 'radix-ui';

import { BulbIcon, FlagIcon, type IconProps, PinIcon } from '../../components/ui/icons';
import styles from './learning-hub.module.css';

const messages = defineMessages({
  tabsLabel: { id: 'learn.tabs.label', defaultMessage: 'Learning Hub' },
  quiz: { id: 'learn.tabs.quiz', defaultMessage: 'Knowledge Quiz' },
  challenges: { id: 'learn.tabs.challenges', defaultMessage: 'Challenges' },
  vendors: { id: 'learn.tabs.vendors', defaultMessage: 'Local Vendors' },
  loading: { id: 'learn.tabs.loading', defaultMessage: 'Loading…' },
});

type TabKey = 'quiz' | 'challenges' | 'vendors';

const loaders: Record<TabKey, () => Promise<{ default: ComponentType }>> = {
  quiz: () => import('./quiz/quiz-panel'),
  challenges: () => import('./challenges/challenges-panel'),
  vendors: () => import('./vendors/vendors-panel'),
};

const PANELS: Record<TabKey, ComponentType> = {
  quiz: lazy(loaders.quiz),
  challenges: lazy(loaders.challenges),
  vendors: lazy(loaders.vendors),
};

const TABS: { key: TabKey; Icon: ComponentType<IconProps>; name: MessageDescriptor }[] = [
  { key: 'quiz', Icon: BulbIcon, name: messages.quiz },
  { key: 'challenges', Icon: FlagIcon, name: messages.challenges },
  { key: 'vendors', Icon: PinIcon, name: messages.vendors },
];

function PanelLoading() {
  const intl = useIntl();
  return (
    <div className={styles.loading} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      <span>{intl.formatMessage(messages.loading)}</span>
    </div>
  );
}

export default function LearningHub() {
  const intl = useIntl();
  const [tab, setTab] = useState<TabKey>('quiz');
  const [visited, setVisited] = useState<ReadonlySet<TabKey>>(() => new Set(['quiz']));
  const dir = intl.locale.startsWith('ar') ? 'rtl' : 'ltr';

  const select = (value: string) => {
    const key = value as TabKey;
    setTab(key);
    setVisited((before) => (before.has(key) ? before : new Set([...before, key])));
  };

  return (
    <Tabs.Root className={styles.hub} value={tab} onValueChange={select} dir={dir} activationMode="automatic">
      <Tabs.List className={styles.list} aria-label={intl.formatMessage(messages.tabsLabel)}>
        {TABS.map(({ key, Icon, name }) => (
          <Tabs.Trigger
            key={key}
            value={key}
            className={styles.trigger}
            // Warm the chunk while the pointer or focus is on its way.
            onPointerEnter={() => void loaders[key]().catch(() => undefined)}
            onFocus={() => void loaders[key]().catch(() => undefined)}
          >
            <Icon size={20} />
            <span>{intl.formatMessage(name)}</span>
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {TABS.map(({ key }) => {
        const Panel = PANELS[key];
        const mounted = visited.has(key);
        return (
          <Tabs.Content
            key={key}
            value={key}
            className={styles.panel}
            forceMount={mounted || undefined}
            hidden={tab !== key}
          >
            {mounted && (
              <Suspense fallback={<PanelLoading />}>
                <Panel />
              </Suspense>
            )}
          </Tabs.Content>
        );
      })}
    </Tabs.Root>
  );
}
