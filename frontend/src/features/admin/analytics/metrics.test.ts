import { daysOfData, mostActiveFeature, niceScale, perUser, roundedSeconds, totals, type AnalyticsSummary } from './metrics';

function summary(qa: number, quiz: number, calc: number, users: [number, number, number] = [0, 0, 0], avgDuration = 0): AnalyticsSummary {
  return {
    qa: { events: qa, users: users[0] },
    quiz: { events: quiz, users: users[1], avgDuration },
    calc: { events: calc, users: users[2] },
    dailyQa: [],
    dailyQuiz: [],
    dailyCalc: [],
  };
}

describe('totals', () => {
  it('adds the events and takes the largest unique-user count', () => {
    expect(totals(summary(12, 5, 8, [7, 3, 9]))).toEqual({ events: 25, users: 9 });
    expect(totals(summary(0, 0, 0))).toEqual({ events: 0, users: 0 });
  });
});

describe('most active feature', () => {
  it('is the one with the most events', () => {
    expect(mostActiveFeature(summary(1, 2, 3))).toBe('calc');
    expect(mostActiveFeature(summary(1, 5, 3))).toBe('quiz');
    expect(mostActiveFeature(summary(9, 5, 3))).toBe('qa');
  });

  it('favours Q&A on a tie, then Quiz', () => {
    expect(mostActiveFeature(summary(4, 4, 4))).toBe('qa');
    expect(mostActiveFeature(summary(4, 4, 1))).toBe('qa');
    expect(mostActiveFeature(summary(4, 1, 4))).toBe('qa');
    expect(mostActiveFeature(summary(1, 4, 4))).toBe('quiz');
    expect(mostActiveFeature(summary(0, 0, 0))).toBe('qa');
  });
});

describe('averages', () => {
  it('is events per user to one decimal, 0 without users', () => {
    expect(perUser(10, 4)).toBe(2.5);
    expect(perUser(10, 3)).toBe(3.3);
    expect(perUser(2, 3)).toBe(0.7);
    expect(perUser(5, 0)).toBe(0);
    expect(perUser(0, 0)).toBe(0);
  });

  it('rounds the quiz duration to whole seconds', () => {
    expect(roundedSeconds(83.4)).toBe(83);
    expect(roundedSeconds(83.5)).toBe(84);
    expect(roundedSeconds(0)).toBe(0);
    expect(roundedSeconds(Number.NaN)).toBe(0);
  });

  it('counts the days of daily data', () => {
    expect(daysOfData([{ date: '2026-11-22', events: 0, users: 0 }])).toBe(1);
    expect(daysOfData([])).toBe(0);
    expect(daysOfData(undefined)).toBe(0);
  });
});

describe('chart scale', () => {
  it('rounds the top up to a 1-2-5 step', () => {
    expect(niceScale(0)).toEqual({ top: 4, step: 1 });
    expect(niceScale(3)).toEqual({ top: 3, step: 1 });
    expect(niceScale(17)).toEqual({ top: 20, step: 5 });
    expect(niceScale(130)).toEqual({ top: 150, step: 50 });
  });
});
