// Export CSV (spec §2, §7, §8): fetch the file with the session cookie, then hand the blob to the
// browser as a download under the server's file name.
import type { DateRange } from './date-range';

export type ExportType = 'qa' | 'quiz' | 'calc';
export const EXPORT_TYPES: readonly ExportType[] = ['qa', 'quiz', 'calc'];
export const DEFAULT_EXPORT: ExportType = 'qa';

export class ExportError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ExportError';
  }
}

/**
 * The file name in a Content-Disposition header: `filename*=UTF-8''…` (RFC 5987) first, then
 * `filename="…"` or a bare `filename=…`; the fallback when there is none.
 */
export function filenameFromDisposition(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (extended?.[2]) {
    try {
      return clean(decodeURIComponent(extended[2].trim().replace(/^"|"$/g, ''))) || fallback;
    } catch {
      // A malformed escape: try the plain parameter.
    }
  }
  const quoted = /filename\s*=\s*"((?:[^"\\]|\\.)*)"/i.exec(header);
  if (quoted?.[1]) return clean(quoted[1].replace(/\\(.)/g, '$1')) || fallback;
  const bare = /filename\s*=\s*([^;\s]+)/i.exec(header);
  if (bare?.[1]) return clean(bare[1]) || fallback;
  return fallback;
}

/** No directories: only the last path segment is kept. */
function clean(name: string): string {
  return name.split(/[\\/]/).pop()?.trim() ?? '';
}

export function exportUrl(type: ExportType, range: DateRange, origin = window.location.origin): string {
  const url = new URL('/api/analytics/export.csv', origin);
  url.searchParams.set('type', type);
  url.searchParams.set('start_date', range.start_date);
  url.searchParams.set('end_date', range.end_date);
  return url.toString();
}

/** What the file is called when the server does not say: `batala-qa-2026-11-16-to-2026-11-22.csv`. */
export function fallbackFilename(type: ExportType, range: DateRange): string {
  return `batala-${type}-${range.start_date}-to-${range.end_date}.csv`;
}

async function failureText(response: Response): Promise<string> {
  const text = await response.text().catch(() => '');
  try {
    const body: unknown = JSON.parse(text);
    if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') return body.message;
  } catch {
    // Not JSON.
  }
  return text.trim() || response.statusText;
}

/** Fetches the CSV; a non-OK answer throws 'Export failed: {status} {text}'. */
export async function fetchCsv(type: ExportType, range: DateRange): Promise<{ blob: Blob; filename: string }> {
  const response = await fetch(exportUrl(type, range), {
    credentials: 'include',
    headers: { Accept: 'text/csv', 'X-Requested-With': 'batala' },
  });
  if (!response.ok) {
    throw new ExportError(`Export failed: ${response.status} ${await failureText(response)}`.trim());
  }
  const blob = await response.blob();
  return { blob, filename: filenameFromDisposition(response.headers.get('Content-Disposition'), fallbackFilename(type, range)) };
}

/** Saves a blob as a file through a temporary link. */
export function saveBlob(blob: Blob, filename: string, doc: Document = document): void {
  const url = URL.createObjectURL(blob);
  const link = doc.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  link.style.display = 'none';
  doc.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL goes.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export async function downloadCsv(type: ExportType, range: DateRange): Promise<string> {
  const { blob, filename } = await fetchCsv(type, range);
  saveBlob(blob, filename);
  return filename;
}
