import { defineMessages, type MessageDescriptor } from 'react-intl';

import type { BadgeTone } from '../components/status-badge';
import type { components } from '../../../lib/api/schema.gen';
import type { EventStatus } from './api';

type EventType = components['schemas']['EventTypeCode'];

export const eventStatusMessages: Record<EventStatus, MessageDescriptor> = defineMessages({
  pending: { id: 'admin.events.status.pending', defaultMessage: 'Pending' },
  approved: { id: 'admin.events.status.approved', defaultMessage: 'Approved' },
  rejected: { id: 'admin.events.status.rejected', defaultMessage: 'Rejected' },
  featured: { id: 'admin.events.status.featured', defaultMessage: 'Featured' },
});

export const eventStatusTones: Record<EventStatus, BadgeTone> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'danger',
  featured: 'accent',
};

export const eventTypeMessages: Record<EventType, MessageDescriptor> = defineMessages({
  workshop: { id: 'admin.events.type.workshop', defaultMessage: 'Workshop' },
  seminar: { id: 'admin.events.type.seminar', defaultMessage: 'Seminar' },
  conference: { id: 'admin.events.type.conference', defaultMessage: 'Conference' },
  masterclass: { id: 'admin.events.type.masterclass', defaultMessage: 'Masterclass' },
  community: { id: 'admin.events.type.community', defaultMessage: 'Community' },
  training: { id: 'admin.events.type.training', defaultMessage: 'Training' },
});
