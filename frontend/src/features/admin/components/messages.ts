import type { MessageDescriptor } from 'react-intl';

/**
 * defineMessages() types each message's values from its defaultMessage, and formatMessage then
 * rejects placeholders: read them as plain descriptors. Use: `const m = untyped(defineMessages({…}))`.
 */
export function untyped<K extends string>(messages: Record<K, MessageDescriptor>): Record<K, MessageDescriptor> {
  return messages;
}
