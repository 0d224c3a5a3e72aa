// The events page's shared words: event types, emirates, the form's problems, toasts.
import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';

import type { City, EventType, Problem, ProblemCode } from '../lib/submission';

export const eventTypeMessages: Record<EventType, MessageDescriptor> = defineMessages({
  workshop: { id: 'events.type.workshop', defaultMessage: 'Workshop' },
  seminar: { id: 'events.type.seminar', defaultMessage: 'Seminar' },
  conference: { id: 'events.type.conference', defaultMessage: 'Conference' },
  masterclass: { id: 'events.type.masterclass', defaultMessage: 'Masterclass' },
  community: { id: 'events.type.community', defaultMessage: 'Community' },
  training: { id: 'events.type.training', defaultMessage: 'Training' },
});

export const cityMessages: Record<City, MessageDescriptor> = defineMessages({
  dubai: { id: 'events.city.dubai', defaultMessage: 'Dubai' },
  abu_dhabi: { id: 'events.city.abuDhabi', defaultMessage: 'Abu Dhabi' },
  sharjah: { id: 'events.city.sharjah', defaultMessage: 'Sharjah' },
  ajman: { id: 'events.city.ajman', defaultMessage: 'Ajman' },
  ras_al_khaimah: { id: 'events.city.rasAlKhaimah', defaultMessage: 'Ras Al Khaimah' },
  fujairah: { id: 'events.city.fujairah', defaultMessage: 'Fujairah' },
  umm_al_quwain: { id: 'events.city.ummAlQuwain', defaultMessage: 'Umm Al Quwain' },
});

export function eventTypeName(intl: IntlShape, type: string): string {
  const message = (eventTypeMessages as Record<string, MessageDescriptor | undefined>)[type];
  return message ? intl.formatMessage(message) : type;
}

export function cityName(intl: IntlShape, city: string): string {
  const message = (cityMessages as Record<string, MessageDescriptor | undefined>)[city];
  return message ? intl.formatMessage(message) : city;
}

const problemMessages: Record<Exclude<ProblemCode, 'server' | 'tooLong'>, MessageDescriptor> = defineMessages({
  titleMissing: { id: 'events.form.error.titleMissing', defaultMessage: 'Title is required' },
  eventTypeMissing: { id: 'events.form.error.eventTypeMissing', defaultMessage: 'Event type is required' },
  eventTypeInvalid: { id: 'events.form.error.eventTypeInvalid', defaultMessage: 'Please choose a valid event type' },
  eventDateMissing: { id: 'events.form.error.eventDateMissing', defaultMessage: 'Event date is required' },
  eventDateInvalid: { id: 'events.form.error.eventDateInvalid', defaultMessage: 'Please enter a valid event date' },
  eventDatePast: { id: 'events.form.error.eventDatePast', defaultMessage: 'The event date must be in the future' },
  locationMissing: { id: 'events.form.error.locationMissing', defaultMessage: 'Location is required' },
  cityInvalid: { id: 'events.form.error.cityInvalid', defaultMessage: 'Please choose one of the seven emirates' },
  descriptionMissing: { id: 'events.form.error.descriptionMissing', defaultMessage: 'Description is required' },
  focusTooShort: {
    id: 'events.form.error.focusTooShort',
    defaultMessage: 'Please describe how your event relates to food waste (minimum 10 characters)',
  },
  organizerNameMissing: { id: 'events.form.error.organizerNameMissing', defaultMessage: 'Organizer name is required' },
  organizerEmailMissing: { id: 'events.form.error.organizerEmailMissing', defaultMessage: 'Organizer e-mail is required' },
  organizerEmailInvalid: { id: 'events.form.error.organizerEmailInvalid', defaultMessage: 'Please enter a valid e-mail address' },
  phoneInvalid: { id: 'events.form.error.phoneInvalid', defaultMessage: 'Please enter a valid phone number' },
  websiteInvalid: { id: 'events.form.error.websiteInvalid', defaultMessage: 'Please enter a valid website URL' },
  registrationInvalid: { id: 'events.form.error.registrationInvalid', defaultMessage: 'Please enter a valid registration URL' },
  attendeesInvalid: {
    id: 'events.form.error.attendeesInvalid',
    defaultMessage: 'Expected attendees must be a whole number from 1 to 100,000',
  },
});

const { tooLong }: Record<'tooLong', MessageDescriptor> = defineMessages({
  tooLong: { id: 'events.form.error.tooLong', defaultMessage: 'Please keep this to at most {max} characters' },
});

/** The problem in the active language; a server message we do not know is shown as sent. */
export function problemText(intl: IntlShape, problem: Problem): string {
  if (problem.code === 'server') return problem.text ?? '';
  if (problem.code === 'tooLong') {
    return intl.formatMessage(tooLong, { max: intl.formatNumber(problem.max ?? 0) });
  }
  return intl.formatMessage(problemMessages[problem.code]);
}

export const toastMessages = defineMessages({
  successTitle: { id: 'events.submit.toast.successTitle', defaultMessage: 'Event Submitted Successfully!' },
  successText: {
    id: 'events.submit.toast.successText',
    defaultMessage: 'Thank you! Your event has been submitted for review. We will review it within 48 hours.',
  },
  failedTitle: { id: 'events.submit.toast.failedTitle', defaultMessage: 'Submission Failed' },
  failedText: { id: 'events.submit.toast.failedText', defaultMessage: 'Failed to submit event. Please try again.' },
  tooMany: {
    id: 'events.submit.toast.tooMany',
    defaultMessage: 'Too many submissions in a short time. Please wait a few minutes and try again.',
  },
});
