// The analytics dashboard's figures (spec §2, §9), computed from the summary the server sends:
// totals, per-user averages, the most active feature (ties favour Q&A, then Quiz) and the range.

export interface DailyPoint {
  date: string;
  events: number;
  users: number;
}

export interface AnalyticsSummary {
  qa: { events: number; users: number };
  quiz: { events: number; users: number; avgDuration: number };
  calc: { events: number; users: number };
  dailyQa: DailyPoint[];
  dailyQuiz: DailyPoint[];
  dailyCalc: DailyPoint[];
}

export type Feature = 'qa' | 'quiz' | 'calc';
/** The order ties are broken in. */
export const FEATURES: readonly Feature[] = ['qa', 'quiz', 'calc'];

export interface Totals {
  /** The three features' events added up. */
  events: number;
  /** The largest of the three unique-user counts (a visitor may use several features). */
  users: number;
}

export function totals(summary: AnalyticsSummary): Totals {
  return {
    events: summary.qa.events + summary.quiz.events + summary.calc.events,
    users: Math.max(summary.qa.users, summary.quiz.users, summary.calc.users),
  };
}

/** The feature with the most events; on a tie Q&A wins, then Quiz. */
export function mostActiveFeature(summary: AnalyticsSummary): Feature {
  let best: Feature = 'qa';
  for (const feature of FEATURES) {
    if (summary[feature].events > summary[best].events) best = feature;
  }
  return best;
}

/** Events per user, rounded to one decimal; 0 when there are no users. */
export function perUser(events: number, users: number): number {
  if (!Number.isFinite(events) || !Number.isFinite(users) || users <= 0) return 0;
  return Math.round((events / users) * 10) / 10;
}

/** The quiz's average duration in whole seconds. */
export function roundedSeconds(seconds: number): number {
  return Number.isFinite(seconds) && seconds > 0 ? Math.round(seconds) : 0;
}

/** How many days the daily series covers (0 when absent). */
export function daysOfData(daily: readonly DailyPoint[] | undefined): number {
  return daily?.length ?? 0;
}

export interface ChartSeries {
  key: Feature;
  points: DailyPoint[];
}

/** The three daily series side by side, for the overview chart. */
export function dailySeries(summary: AnalyticsSummary): ChartSeries[] {
  return [
    { key: 'qa', points: summary.dailyQa },
    { key: 'quiz', points: summary.dailyQuiz },
    { key: 'calc', points: summary.dailyCalc },
  ];
}

/** A round upper bound for a chart's value axis and its tick step: 0–5 for small counts, then 1-2-5 steps. */
export function niceScale(max: number, ticks = 4): { top: number; step: number } {
  if (!Number.isFinite(max) || max <= 0) return { top: 4, step: 1 };
  const raw = max / ticks;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * magnitude).find((candidate) => candidate >= raw) ?? 10 * magnitude;
  const wholeStep = Math.max(1, step);
  return { top: Math.ceil(max / wholeStep) * wholeStep, step: wholeStep };
}
