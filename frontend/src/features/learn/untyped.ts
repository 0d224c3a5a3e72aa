import type { MessageDescriptor } from 'react-intl';

/** Keeps a `defineMessages` object's keys while letting each message take the values its ICU text names. */
export function untyped<K extends string>(messages: Record<K, MessageDescriptor>): Record<K, MessageDescriptor> {
  return messages;
}
