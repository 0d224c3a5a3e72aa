// Which page buttons to show: at most `max` consecutive pages, the current one centred when it
// can be, the window sliding to stay within 1..totalPages.

/** The page numbers (1-based) of the sliding window; empty when there are no pages. */
export function pageWindow(current: number, totalPages: number, max = 5): number[] {
  if (totalPages < 1 || max < 1) return [];
  const page = Math.min(Math.max(1, Math.trunc(current)), totalPages);
  const size = Math.min(max, totalPages);
  const start = Math.min(Math.max(1, page - Math.floor((size - 1) / 2)), totalPages - size + 1);
  return Array.from({ length: size }, (_, i) => start + i);
}

/** How many pages `total` items fill at `pageSize` a page (at least 1 page of nothing). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
