import type { MessageDescriptor } from 'react-intl';

/**
 * react-intl types a `defineMessages` entry as taking no values unless told otherwise; this keeps
 * the keys and lets each message take the values its ICU text names.
 */
export function untyped<K extends string>(messages: Record<K, MessageDescriptor>): Record<K, MessageDescriptor> {
  return messages;
}

/**
 * Wraps a name written left to right (a venue's) in Unicode isolates when the text around it is
 * Arabic, so "Events Co." keeps its full stop at its end inside right-to-left text, even where no
 * element can isolate it (an <option>, a shared message).
 */
export function isolateIn(locale: string, text: string): string {
  return locale.startsWith('ar') ? `\u2068${text}\u2069` : text;
}
