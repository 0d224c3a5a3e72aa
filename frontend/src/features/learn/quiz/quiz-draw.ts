// Drawing a quiz round (spec §4, §9): 5 questions at random from those the visitor has not seen in
// the last 10 minutes; when fewer than 5 unseen remain, the round is topped up with the questions
// seen longest ago. The seen list (id → when it was drawn) lives in browser storage.

export const QUIZ_SIZE = 5;
export const SEEN_TTL_MS = 10 * 60 * 1000;
export const SEEN_STORAGE_KEY = 'batala.quiz.seen';

/** Question id → the time (ms since the epoch) it was last drawn. */
export type SeenMap = Record<string, number>;

/** Forgets what was drawn 10 minutes ago or earlier. */
export function pruneSeen(seen: SeenMap, now: number): SeenMap {
  const kept: SeenMap = {};
  for (const [id, at] of Object.entries(seen)) {
    if (now - at < SEEN_TTL_MS) kept[id] = at;
  }
  return kept;
}

/** Fisher–Yates on a copy, with an injectable source of randomness for tests. */
export function shuffle<T>(items: readonly T[], random: () => number = Math.random): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

export interface Draw<Q> {
  questions: Q[];
  /** The seen list after this round: pruned, with the drawn questions stamped `now`. */
  seen: SeenMap;
}

/**
 * Picks a round of `size` distinct questions: unseen ones at random first, then the oldest seen.
 * A bank smaller than `size` gives all of it.
 */
export function drawQuestions<Q extends { id: string }>(
  bank: readonly Q[],
  seenBefore: SeenMap,
  now: number,
  random: () => number = Math.random,
  size: number = QUIZ_SIZE,
): Draw<Q> {
  const seen = pruneSeen(seenBefore, now);
  const unseen = bank.filter((question) => !(question.id in seen));
  const picked = shuffle(unseen, random).slice(0, size);
  if (picked.length < size) {
    const oldestFirst = bank
      .filter((question) => question.id in seen)
      .sort((a, b) => (seen[a.id] as number) - (seen[b.id] as number));
    picked.push(...oldestFirst.slice(0, size - picked.length));
  }
  const next: SeenMap = { ...seen };
  for (const question of picked) next[question.id] = now;
  return { questions: picked, seen: next };
}

/** The seen list from storage, pruned; anything unreadable counts as nothing seen. */
export function readSeen(storage: Pick<Storage, 'getItem'> | undefined, now: number): SeenMap {
  try {
    const raw = storage?.getItem(SEEN_STORAGE_KEY);
    if (!raw) return {};
    const value: unknown = JSON.parse(raw);
    if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
    const seen: SeenMap = {};
    for (const [id, at] of Object.entries(value)) {
      if (typeof at === 'number' && Number.isFinite(at)) seen[id] = at;
    }
    return pruneSeen(seen, now);
  } catch {
    return {};
  }
}

export function writeSeen(storage: Pick<Storage, 'setItem'> | undefined, seen: SeenMap): void {
  try {
    storage?.setItem(SEEN_STORAGE_KEY, JSON.stringify(seen));
  } catch {
    // Storage full or unavailable: the next round may repeat questions, nothing worse.
  }
}

/** A v4 UUID for the round; falls back to getRandomValues where randomUUID is missing (plain http). */
export function newQuizId(): string {
  const c = globalThis.crypto;
  if (typeof c?.randomUUID === 'function') return c.randomUUID();
  const bytes = new Uint8Array(16);
  if (c?.getRandomValues) c.getRandomValues(bytes);
  else for (let i = 0; i < 16; i += 1) bytes[i] = Math.floor(Math.random() * 256);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
