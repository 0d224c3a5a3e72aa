// The visitor's own progress on the built-in challenges (there is no backend for them): when they
// started, which steps they ticked and their team size, kept in browser storage.
export const CHALLENGE_STORAGE_KEY = 'batala.challenges';
export const TEAM_MIN = 1;
export const TEAM_MAX = 999;

export interface ChallengeProgress {
  /** When the visitor pressed Start (ms since the epoch), or null when not started. */
  startedAt: number | null;
  /** Indexes of the ticked steps, ascending. */
  done: number[];
  team: number;
}

export type ProgressMap = Record<string, ChallengeProgress>;

export const EMPTY_PROGRESS: ChallengeProgress = { startedAt: null, done: [], team: TEAM_MIN };

export function clampTeam(value: number): number {
  if (!Number.isFinite(value)) return TEAM_MIN;
  return Math.min(TEAM_MAX, Math.max(TEAM_MIN, Math.round(value)));
}

/** Percent of steps ticked, 0 to 100, rounded. */
export function completionPercent(progress: ChallengeProgress, stepCount: number): number {
  if (stepCount <= 0) return 0;
  const ticked = progress.done.filter((index) => index >= 0 && index < stepCount).length;
  return Math.round((ticked / stepCount) * 100);
}

export function toggleStep(progress: ChallengeProgress, index: number): ChallengeProgress {
  const done = progress.done.includes(index)
    ? progress.done.filter((i) => i !== index)
    : [...progress.done, index].sort((a, b) => a - b);
  return { ...progress, done };
}

export function start(progress: ChallengeProgress, now: number): ChallengeProgress {
  return { ...progress, startedAt: now, done: [] };
}

/** Back to not started; the team size stays, it is about the visitor, not the attempt. */
export function reset(progress: ChallengeProgress): ChallengeProgress {
  return { ...progress, startedAt: null, done: [] };
}

function parseOne(value: unknown): ChallengeProgress | null {
  if (!value || typeof value !== 'object') return null;
  const record = value as Record<string, unknown>;
  const startedAt = typeof record.startedAt === 'number' && Number.isFinite(record.startedAt) ? record.startedAt : null;
  const done = Array.isArray(record.done)
    ? [...new Set(record.done.filter((i): i is number => Number.isInteger(i) && (i as number) >= 0))].sort((a, b) => a - b)
    : [];
  const team = typeof record.team === 'number' ? clampTeam(record.team) : TEAM_MIN;
  return { startedAt, done, team };
}

export function readProgress(storage: Pick<Storage, 'getItem'> | undefined): ProgressMap {
  try {
    const raw = storage?.getItem(CHALLENGE_STORAGE_KEY);
    if (!raw) return {};
    const value: unknown = JSON.parse(raw);
    if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
    const map: ProgressMap = {};
    for (const [id, entry] of Object.entries(value)) {
      const parsed = parseOne(entry);
      if (parsed) map[id] = parsed;
    }
    return map;
  } catch {
    return {};
  }
}

export function writeProgress(storage: Pick<Storage, 'setItem'> | undefined, map: ProgressMap): void {
  try {
    storage?.setItem(CHALLENGE_STORAGE_KEY, JSON.stringify(map));
  } catch {
    // Unavailable storage: progress lasts for this visit only.
  }
}
