// POST /api/feedback (spec §3, §5, §7). Every submission carries the page, the time spent on the
// answer (capped at an hour) and the two honeypot fields, which people leave empty.
import { defineMessages } from 'react-intl';

import { api } from '../../lib/api/client';
import type { components } from '../../lib/api/schema.gen';

export type FeedbackRequest = components['schemas']['FeedbackRequest'];

export const MAX_TIME_ON_PAGE = 3600;
export const COMMENT_MAX = 2000;
export const FIELD_MAX = 100;

export const FEEDBACK_TYPES = ['general', 'correction', 'suggestion', 'complaint'] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];

export const FEEDBACK_PERSONAS = [
  'restaurant_owner',
  'hotel_manager',
  'chef',
  'home_cook',
  'food_service',
  'student',
  'researcher',
  'other',
] as const;
export type FeedbackPersona = (typeof FEEDBACK_PERSONAS)[number];

export const feedbackTypeMessages = defineMessages({
  general: { id: 'feedback.type.general', defaultMessage: 'General feedback' },
  correction: { id: 'feedback.type.correction', defaultMessage: 'Correction' },
  suggestion: { id: 'feedback.type.suggestion', defaultMessage: 'Suggestion' },
  complaint: { id: 'feedback.type.complaint', defaultMessage: 'Complaint' },
});

export const feedbackPersonaMessages = defineMessages({
  restaurant_owner: { id: 'feedback.persona.restaurantOwner', defaultMessage: 'Restaurant owner' },
  hotel_manager: { id: 'feedback.persona.hotelManager', defaultMessage: 'Hotel manager' },
  chef: { id: 'feedback.persona.chef', defaultMessage: 'Chef' },
  home_cook: { id: 'feedback.persona.homeCook', defaultMessage: 'Home cook' },
  food_service: { id: 'feedback.persona.foodService', defaultMessage: 'Food service professional' },
  student: { id: 'feedback.persona.student', defaultMessage: 'Student' },
  researcher: { id: 'feedback.persona.researcher', defaultMessage: 'Researcher' },
  other: { id: 'feedback.persona.other', defaultMessage: 'Other' },
});

/** Whole seconds from `shownAt` to `now`, within 0..3600. */
export function timeOnPage(shownAt: number, now: number): number {
  return Math.min(MAX_TIME_ON_PAGE, Math.max(0, Math.round((now - shownAt) / 1000)));
}

/** What every submission carries, quick or detailed. */
export function feedbackContext(answerId: string, shownAt: number, now = Date.now()): FeedbackRequest {
  const referrer = document.referrer;
  return {
    answer_id: answerId,
    feedback_type: 'general',
    page_url: window.location.href,
    time_on_page: timeOnPage(shownAt, now),
    website_url: '',
    company_name: '',
    ...(referrer ? { referrer_url: referrer } : {}),
  };
}

export interface DetailedFeedback {
  rating: number | null;
  accuracy: number | null;
  clarity: number | null;
  usefulness: number | null;
  comment: string;
  email: string;
  location: string;
  persona: FeedbackPersona | '';
  type: FeedbackType;
  /** The honeypots' values: empty unless a bot filled them in. */
  websiteUrl: string;
  companyName: string;
}

/** The detailed form's fields on top of the context; helpful means an overall rating of 4 or 5. */
export function detailedFeedbackBody(context: FeedbackRequest, fields: DetailedFeedback): FeedbackRequest {
  const optional = (value: string) => (value.trim() ? value.trim() : null);
  return {
    ...context,
    helpful: fields.rating === null ? null : fields.rating >= 4,
    rating: fields.rating,
    accuracy_rating: fields.accuracy,
    clarity_rating: fields.clarity,
    usefulness_rating: fields.usefulness,
    comment: optional(fields.comment),
    user_email: optional(fields.email),
    user_location: optional(fields.location),
    user_persona: fields.persona || null,
    feedback_type: fields.type,
    website_url: fields.websiteUrl,
    company_name: fields.companyName,
  };
}

export async function sendFeedback(body: FeedbackRequest): Promise<void> {
  const { data } = await api.POST('/api/feedback', { body });
  if (!data?.success) throw new Error(data?.message || 'Failed to submit feedback');
}
