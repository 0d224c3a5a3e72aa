// The knowledge base's source types (crates/domain/knowledge SourceType) as the admin reads them.
import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';

const typeMessages: Record<string, MessageDescriptor> = defineMessages({
  note: { id: 'admin.content.type.note', defaultMessage: 'Note' },
  regulation: { id: 'admin.content.type.regulation', defaultMessage: 'Regulation' },
  guideline: { id: 'admin.content.type.guideline', defaultMessage: 'Guideline' },
  report: { id: 'admin.content.type.report', defaultMessage: 'Report' },
  study: { id: 'admin.content.type.study', defaultMessage: 'Study' },
  news: { id: 'admin.content.type.news', defaultMessage: 'News' },
  playbook: { id: 'admin.content.type.playbook', defaultMessage: 'Playbook' },
  factsheet: { id: 'admin.content.type.factsheet', defaultMessage: 'Fact sheet' },
  website: { id: 'admin.content.type.website', defaultMessage: 'Website' },
});

/** The type's name in the active language; an unknown type is shown as sent. */
export function sourceTypeLabel(intl: IntlShape, type: string): string {
  const message = typeMessages[type];
  return message ? intl.formatMessage(message) : type;
}
