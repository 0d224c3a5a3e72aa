// Analytics (/admin/analytics, spec §2): a date range, CSV export, four stat cards and tabs for the
// overview (a chart of the three daily series and a usage summary) and each feature's figures.
import { useId, useMemo, useState, type ReactNode } from 'react';
import { FormattedMessage, defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { Tabs } from 'radix-ui';

import { DownloadIcon } from '../../../components/ui/icons';
import { toast } from '../../../components/ui/toast';
import { formatNumber } from '../../../lib/format';
import { Button } from '../components/button';
import { ErrorState } from '../components/error-state';
import { PageHeader } from '../components/page-header';
import { StatCard, StatGrid } from '../components/stat-card';
import { DEFAULT_EXPORT, EXPORT_TYPES, ExportError, downloadCsv, type ExportType } from './csv-download';
import { useAnalyticsSummary } from './data';
import { DEFAULT_RANGE, RANGE_OPTIONS, isRangeDays, rangeFor, type DateRange, type RangeDays } from './date-range';
import { daysOfData, mostActiveFeature, perUser, roundedSeconds, totals, type AnalyticsSummary, type Feature } from './metrics';
import { UsageChart, type ChartLine } from './usage-chart';
import styles from './analytics-admin.module.css';

function untyped<K extends string>(messages: Record<K, MessageDescriptor>): Record<K, MessageDescriptor> {
  return messages;
}

const messages = untyped(
  defineMessages({
    range1: { id: 'admin.analytics.range.1', defaultMessage: 'Last 24 hours' },
    range7: { id: 'admin.analytics.range.7', defaultMessage: 'Last 7 days' },
    range30: { id: 'admin.analytics.range.30', defaultMessage: 'Last 30 days' },
    range90: { id: 'admin.analytics.range.90', defaultMessage: 'Last 90 days' },
    exportQa: { id: 'admin.analytics.export.qa', defaultMessage: 'Q&A Data' },
    exportQuiz: { id: 'admin.analytics.export.quiz', defaultMessage: 'Quiz Data' },
    exportCalc: { id: 'admin.analytics.export.calc', defaultMessage: 'Calculator Data' },
    featureQa: { id: 'admin.analytics.feature.qa', defaultMessage: 'Q&A System' },
    featureQuiz: { id: 'admin.analytics.feature.quiz', defaultMessage: 'Quiz System' },
    featureCalc: { id: 'admin.analytics.feature.calc', defaultMessage: 'Calculator' },
    seriesQa: { id: 'admin.analytics.series.qa', defaultMessage: 'Q&A' },
    seriesQuiz: { id: 'admin.analytics.series.quiz', defaultMessage: 'Quiz' },
    seriesCalc: { id: 'admin.analytics.series.calc', defaultMessage: 'Calculator' },
    seriesEvents: { id: 'admin.analytics.series.events', defaultMessage: 'Events' },
    seriesUsers: { id: 'admin.analytics.series.users', defaultMessage: 'Unique users' },
    uniqueUsers: { id: 'admin.analytics.uniqueUsers', defaultMessage: '{count, plural, one {# unique user} other {# unique users}}' },
    avgDurationHint: { id: 'admin.analytics.avgDurationHint', defaultMessage: 'Avg duration: {seconds}s' },
    seconds: { id: 'admin.analytics.seconds', defaultMessage: '{seconds}s' },
    exportSuccessTitle: { id: 'admin.analytics.toast.exportSuccess', defaultMessage: 'Export Successful' },
    exportSuccessText: { id: 'admin.analytics.toast.exportSuccessText', defaultMessage: '{TYPE} data exported successfully.' },
    exportFailedTitle: { id: 'admin.analytics.toast.exportFailed', defaultMessage: 'Export Failed' },
    exportFailedText: { id: 'admin.analytics.toast.exportFailedText', defaultMessage: 'Failed to export data. Please try again.' },
    dailyNote: {
      id: 'admin.analytics.dailyNote',
      defaultMessage: '{days, plural, one {Daily data for # day.} other {Daily data for # days.}}',
    },
    overviewChart: { id: 'admin.analytics.overview.chartTitle', defaultMessage: 'Daily usage trends: events per day by feature' },
    featureChart: { id: 'admin.analytics.feature.chartTitle', defaultMessage: '{feature}: events and unique users per day' },
  }),
);

const rangeMessages: Record<RangeDays, MessageDescriptor> = {
  1: messages.range1,
  7: messages.range7,
  30: messages.range30,
  90: messages.range90,
};
const exportMessages: Record<ExportType, MessageDescriptor> = { qa: messages.exportQa, quiz: messages.exportQuiz, calc: messages.exportCalc };
const featureMessages: Record<Feature, MessageDescriptor> = { qa: messages.featureQa, quiz: messages.featureQuiz, calc: messages.featureCalc };
const seriesMessages: Record<Feature, MessageDescriptor> = { qa: messages.seriesQa, quiz: messages.seriesQuiz, calc: messages.seriesCalc };

const COLORS: Record<Feature, string> = { qa: '#0f766e', quiz: '#d97706', calc: '#7c3aed' };
const DASHES: Record<Feature, string | undefined> = { qa: undefined, quiz: '7 4', calc: '2 4' };

function oneDecimal(intl: ReturnType<typeof useIntl>, value: number): string {
  return intl.formatNumber(value, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}

/** "16–22 Nov 2026": the range's UAE calendar dates, sharing what they share. */
function dateRangeLabel(intl: ReturnType<typeof useIntl>, range: DateRange): string {
  const day = (date: string) => {
    const [year, month, dayOfMonth] = date.split('-').map(Number) as [number, number, number];
    return Date.UTC(year, month - 1, dayOfMonth);
  };
  const options = { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' } as const;
  if (range.start_date === range.end_date) return intl.formatDate(day(range.start_date), options);
  return intl.formatDateTimeRange(day(range.start_date), day(range.end_date), options);
}

function Figure({ label, value }: { label: ReactNode; value: ReactNode }) {
  return (
    <div className={styles.figure}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

function FeaturePanel({ feature, summary, figures }: { feature: Feature; summary: AnalyticsSummary; figures: ReactNode }) {
  const intl = useIntl();
  const points = feature === 'qa' ? summary.dailyQa : feature === 'quiz' ? summary.dailyQuiz : summary.dailyCalc;
  const days = daysOfData(points);
  const label = intl.formatMessage(featureMessages[feature]);
  const lines: ChartLine[] = [
    { key: 'events', label: intl.formatMessage(messages.seriesEvents), color: COLORS[feature], points, value: 'events' },
    { key: 'users', label: intl.formatMessage(messages.seriesUsers), color: '#475569', dash: '6 4', points, value: 'users' },
  ];
  return (
    <div className={styles.panelGrid}>
      <section className={styles.card} aria-label={label}>
        <dl className={styles.figures}>{figures}</dl>
        {days > 0 && <p className={styles.note}>{intl.formatMessage(messages.dailyNote, { days })}</p>}
      </section>
      <section className={styles.card}>
        <h3 className={styles.cardTitle}>
          <FormattedMessage id="admin.analytics.feature.dailyTitle" defaultMessage="Daily activity" />
        </h3>
        {days > 0 ? (
          <UsageChart title={intl.formatMessage(messages.featureChart, { feature: label })} lines={lines} />
        ) : (
          <p className={styles.note}>
            <FormattedMessage id="admin.analytics.noDaily" defaultMessage="No daily data for this period." />
          </p>
        )}
      </section>
    </div>
  );
}

export function AnalyticsAdminPage() {
  const intl = useIntl();
  const ids = useId();
  const [days, setDays] = useState<RangeDays>(DEFAULT_RANGE);
  const [exportType, setExportType] = useState<ExportType>(DEFAULT_EXPORT);
  const [exporting, setExporting] = useState(false);
  // The range is fixed when chosen (today in the UAE at that moment).
  const range: DateRange = useMemo(() => rangeFor(days), [days]);
  const summary = useAnalyticsSummary(range);
  const data = summary.data;
  const rtl = intl.locale.startsWith('ar');

  const runExport = async () => {
    setExporting(true);
    try {
      await downloadCsv(exportType, range);
      toast({
        title: intl.formatMessage(messages.exportSuccessTitle),
        description: intl.formatMessage(messages.exportSuccessText, { TYPE: exportType.toUpperCase() }),
        variant: 'success',
      });
    } catch (error) {
      toast({
        title: intl.formatMessage(messages.exportFailedTitle),
        description: error instanceof ExportError ? error.message : intl.formatMessage(messages.exportFailedText),
        variant: 'destructive',
      });
    } finally {
      setExporting(false);
    }
  };

  const usersHint = (count: number) => intl.formatMessage(messages.uniqueUsers, { count });

  let body: ReactNode;
  if (summary.error && !data) {
    body = (
      <ErrorState
        message={<FormattedMessage id="admin.analytics.error" defaultMessage="Failed to load analytics data. Please try again later." />}
        onRetry={() => void summary.mutate()}
      />
    );
  } else if (!data) {
    body = (
      <div role="status" aria-label={intl.formatMessage({ id: 'admin.analytics.loading', defaultMessage: 'Loading analytics...' })}>
        <StatGrid>
          {[0, 1, 2, 3].map((index) => (
            <StatCard key={index} label={<span className={styles.placeholderLabel} />} loading />
          ))}
        </StatGrid>
      </div>
    );
  } else {
    const total = totals(data);
    const most = mostActiveFeature(data);
    const overviewLines: ChartLine[] = (['qa', 'quiz', 'calc'] as const).map((feature) => ({
      key: feature,
      label: intl.formatMessage(seriesMessages[feature]),
      color: COLORS[feature],
      dash: DASHES[feature],
      points: feature === 'qa' ? data.dailyQa : feature === 'quiz' ? data.dailyQuiz : data.dailyCalc,
      value: 'events',
    }));
    const avgSeconds = roundedSeconds(data.quiz.avgDuration);
    body = (
      <div className={`${styles.body} ${summary.isLoading ? styles.switching : ''}`} aria-busy={summary.isLoading || undefined}>
        <StatGrid>
          <StatCard
            label={<FormattedMessage id="admin.analytics.card.qa" defaultMessage="Q&A Sessions" />}
            value={data.qa.events}
            hint={usersHint(data.qa.users)}
          />
          <StatCard
            label={<FormattedMessage id="admin.analytics.card.quiz" defaultMessage="Quiz Sessions" />}
            value={data.quiz.events}
            hint={intl.formatMessage(messages.avgDurationHint, { seconds: formatNumber(intl, avgSeconds) })}
          />
          <StatCard
            label={<FormattedMessage id="admin.analytics.card.calc" defaultMessage="Calculator Uses" />}
            value={data.calc.events}
            hint={usersHint(data.calc.users)}
          />
          <StatCard
            label={<FormattedMessage id="admin.analytics.card.total" defaultMessage="Total Events" />}
            value={total.events}
            hint={usersHint(total.users)}
          />
        </StatGrid>

        <Tabs.Root defaultValue="overview" dir={rtl ? 'rtl' : 'ltr'} className={styles.tabs}>
          <Tabs.List className={styles.tabList} aria-label={intl.formatMessage({ id: 'admin.analytics.tabs', defaultMessage: 'Analytics views' })}>
            <Tabs.Trigger value="overview" className={styles.tab}>
              <FormattedMessage id="admin.analytics.tab.overview" defaultMessage="Overview" />
            </Tabs.Trigger>
            <Tabs.Trigger value="qa" className={styles.tab}>
              <FormattedMessage id="admin.analytics.tab.qa" defaultMessage="Q&A Analytics" />
            </Tabs.Trigger>
            <Tabs.Trigger value="quiz" className={styles.tab}>
              <FormattedMessage id="admin.analytics.tab.quiz" defaultMessage="Quiz Analytics" />
            </Tabs.Trigger>
            <Tabs.Trigger value="calc" className={styles.tab}>
              <FormattedMessage id="admin.analytics.tab.calc" defaultMessage="Calculator Analytics" />
            </Tabs.Trigger>
          </Tabs.List>

          <Tabs.Content value="overview" className={styles.panel}>
            <div className={styles.overviewGrid}>
              <section className={styles.card}>
                <h3 className={styles.cardTitle}>
                  <FormattedMessage id="admin.analytics.overview.trends" defaultMessage="Daily Usage Trends" />
                </h3>
                <UsageChart title={intl.formatMessage(messages.overviewChart)} lines={overviewLines} />
              </section>
              <section className={styles.card}>
                <h3 className={styles.cardTitle}>
                  <FormattedMessage id="admin.analytics.overview.summary" defaultMessage="Usage Summary" />
                </h3>
                <dl className={styles.summaryList}>
                  <Figure
                    label={<FormattedMessage id="admin.analytics.summary.mostActive" defaultMessage="Most Active Feature" />}
                    value={intl.formatMessage(featureMessages[most])}
                  />
                  <Figure
                    label={<FormattedMessage id="admin.analytics.summary.dateRange" defaultMessage="Date Range" />}
                    value={dateRangeLabel(intl, range)}
                  />
                  <Figure
                    label={<FormattedMessage id="admin.analytics.summary.totalUsers" defaultMessage="Total Unique Users" />}
                    value={formatNumber(intl, total.users)}
                  />
                </dl>
              </section>
            </div>
          </Tabs.Content>

          <Tabs.Content value="qa" className={styles.panel}>
            <FeaturePanel
              feature="qa"
              summary={data}
              figures={
                <>
                  <Figure label={<FormattedMessage id="admin.analytics.qa.submitted" defaultMessage="Questions Submitted" />} value={formatNumber(intl, data.qa.events)} />
                  <Figure label={<FormattedMessage id="admin.analytics.qa.users" defaultMessage="Unique Users" />} value={formatNumber(intl, data.qa.users)} />
                  <Figure
                    label={<FormattedMessage id="admin.analytics.qa.avg" defaultMessage="Avg Questions/User" />}
                    value={oneDecimal(intl, perUser(data.qa.events, data.qa.users))}
                  />
                </>
              }
            />
          </Tabs.Content>

          <Tabs.Content value="quiz" className={styles.panel}>
            <FeaturePanel
              feature="quiz"
              summary={data}
              figures={
                <>
                  <Figure label={<FormattedMessage id="admin.analytics.quiz.sessions" defaultMessage="Quiz Sessions" />} value={formatNumber(intl, data.quiz.events)} />
                  <Figure label={<FormattedMessage id="admin.analytics.quiz.users" defaultMessage="Unique Users" />} value={formatNumber(intl, data.quiz.users)} />
                  <Figure
                    label={<FormattedMessage id="admin.analytics.quiz.duration" defaultMessage="Avg Duration" />}
                    value={intl.formatMessage(messages.seconds, { seconds: formatNumber(intl, avgSeconds) })}
                  />
                  <Figure
                    label={<FormattedMessage id="admin.analytics.quiz.avg" defaultMessage="Avg Sessions/User" />}
                    value={oneDecimal(intl, perUser(data.quiz.events, data.quiz.users))}
                  />
                </>
              }
            />
          </Tabs.Content>

          <Tabs.Content value="calc" className={styles.panel}>
            <FeaturePanel
              feature="calc"
              summary={data}
              figures={
                <>
                  <Figure label={<FormattedMessage id="admin.analytics.calc.runs" defaultMessage="Calculations Run" />} value={formatNumber(intl, data.calc.events)} />
                  <Figure label={<FormattedMessage id="admin.analytics.calc.users" defaultMessage="Unique Users" />} value={formatNumber(intl, data.calc.users)} />
                  <Figure
                    label={<FormattedMessage id="admin.analytics.calc.avg" defaultMessage="Avg Calcs/User" />}
                    value={oneDecimal(intl, perUser(data.calc.events, data.calc.users))}
                  />
                </>
              }
            />
          </Tabs.Content>
        </Tabs.Root>
      </div>
    );
  }

  return (
    <div className={styles.page}>
      <PageHeader
        title={<FormattedMessage id="admin.analytics.title" defaultMessage="Analytics Dashboard" />}
        subtitle={
          <FormattedMessage id="admin.analytics.subtitle" defaultMessage="How visitors use the Q&A system, the quiz and the calculator." />
        }
      />
      <div className={styles.controls}>
        <div className={styles.control}>
          <label htmlFor={`${ids}-range`} className={styles.controlLabel}>
            <FormattedMessage id="admin.analytics.range.label" defaultMessage="Date range" />
          </label>
          <select
            id={`${ids}-range`}
            className={styles.select}
            value={days}
            onChange={(event) => {
              const value = Number(event.target.value);
              if (isRangeDays(value)) setDays(value);
            }}
          >
            {RANGE_OPTIONS.map((option) => (
              <option key={option} value={option}>
                {intl.formatMessage(rangeMessages[option])}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.exportGroup}>
          <div className={styles.control}>
            <label htmlFor={`${ids}-export`} className={styles.controlLabel}>
              <FormattedMessage id="admin.analytics.export.label" defaultMessage="Export data" />
            </label>
            <select id={`${ids}-export`} className={styles.select} value={exportType} onChange={(event) => setExportType(event.target.value as ExportType)}>
              {EXPORT_TYPES.map((type) => (
                <option key={type} value={type}>
                  {intl.formatMessage(exportMessages[type])}
                </option>
              ))}
            </select>
          </div>
          <Button icon={<DownloadIcon size={16} />} onClick={() => void runExport()} disabled={exporting} aria-busy={exporting || undefined}>
            {exporting ? (
              <FormattedMessage id="admin.analytics.export.pending" defaultMessage="Exporting..." />
            ) : (
              <FormattedMessage id="admin.analytics.export.button" defaultMessage="Export CSV" />
            )}
          </Button>
        </div>
      </div>
      {body}
    </div>
  );
}

export default AnalyticsAdminPage;
