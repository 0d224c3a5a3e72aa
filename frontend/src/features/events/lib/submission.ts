// The Submit Event form's values, the checks the server makes (spec §5), run before sending, and
// the request body. The server checks again; `problemFromServer` reads its messages back onto
// the form's fields.
import type { components } from '../../../lib/api/schema.gen';

export type EventType = components['schemas']['EventTypeCode'];
export type City = components['schemas']['City'];
export type SubmitEventRequest = components['schemas']['SubmitEventRequest'];

/** Each value of the schema's enum, once: the Record makes TypeScript check none is missing. */
const EVENT_TYPE_ORDER: Record<EventType, number> = {
  workshop: 0,
  seminar: 1,
  conference: 2,
  masterclass: 3,
  community: 4,
  training: 5,
};
/** In the spec's order: Dubai first, the default. */
const CITY_ORDER: Record<City, number> = {
  dubai: 0,
  abu_dhabi: 1,
  sharjah: 2,
  ajman: 3,
  ras_al_khaimah: 4,
  fujairah: 5,
  umm_al_quwain: 6,
};

const byOrder = <T extends string>(order: Record<T, number>): T[] =>
  (Object.keys(order) as T[]).sort((a, b) => order[a] - order[b]);

export const EVENT_TYPES: readonly EventType[] = byOrder(EVENT_TYPE_ORDER);
export const CITIES: readonly City[] = byOrder(CITY_ORDER);
export const DEFAULT_CITY: City = 'dubai';

export const LIMITS = {
  title: 200,
  description: 5000,
  location: 200,
  organizer_name: 120,
  organization: 200,
  food_waste_focus: 2000,
  focusMin: 10,
  maxAttendees: 100_000,
} as const;

/** The form's fields in the order they appear (and are checked). */
export const FIELDS = [
  'title',
  'event_type',
  'event_date',
  'location',
  'city',
  'description',
  'food_waste_focus',
  'organizer_name',
  'organizer_email',
  'organizer_phone',
  'organization',
  'website_url',
  'registration_url',
  'expected_attendees',
] as const;

export type Field = (typeof FIELDS)[number];
export type FormValues = Record<Field, string>;

export const EMPTY_FORM: FormValues = {
  title: '',
  event_type: '',
  event_date: '',
  location: '',
  city: DEFAULT_CITY,
  description: '',
  food_waste_focus: '',
  organizer_name: '',
  organizer_email: '',
  organizer_phone: '',
  organization: '',
  website_url: '',
  registration_url: '',
  expected_attendees: '',
};

export type ProblemCode =
  | 'titleMissing'
  | 'eventTypeMissing'
  | 'eventTypeInvalid'
  | 'eventDateMissing'
  | 'eventDateInvalid'
  | 'eventDatePast'
  | 'locationMissing'
  | 'cityInvalid'
  | 'descriptionMissing'
  | 'focusTooShort'
  | 'organizerNameMissing'
  | 'organizerEmailMissing'
  | 'organizerEmailInvalid'
  | 'phoneInvalid'
  | 'websiteInvalid'
  | 'registrationInvalid'
  | 'attendeesInvalid'
  | 'tooLong'
  /** A message from the server we do not know: shown as sent. */
  | 'server';

export interface Problem {
  code: ProblemCode;
  /** For tooLong: the most characters allowed. */
  max?: number;
  /** For server: the server's text. */
  text?: string;
}

export type Problems = Partial<Record<Field, Problem>>;

const chars = (text: string) => [...text].length;

/** UAE time has no daylight saving: always UTC+4. */
const UAE_OFFSET = '+04:00';
const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** A `datetime-local` value read in UAE time, or null when it is not one. */
export function uaeDateTime(value: string): Date | null {
  const match = LOCAL_DATE_TIME.exec(value.trim());
  if (!match) return null;
  const date = new Date(`${match[1]}-${match[2]}-${match[3]}T${match[4]}:${match[5]}:${match[6] ?? '00'}${UAE_OFFSET}`);
  if (Number.isNaN(date.getTime())) return null;
  const year = Number(match[1]);
  return year >= 2000 && year <= 2100 ? date : null;
}

const EMAIL_LABEL = /^[\p{L}\p{N}-]+$/u;

/** The server's e-mail rule: local@domain.tld, no white space. */
export function isEmail(value: string): boolean {
  const text = value.trim();
  if (text.length > 254 || /\s/.test(text)) return false;
  const at = text.lastIndexOf('@');
  if (at <= 0) return false;
  const local = text.slice(0, at);
  const labels = text.slice(at + 1).split('.');
  return (
    local.length <= 64 &&
    !local.includes('@') &&
    labels.length >= 2 &&
    labels.every((label) => label !== '' && !label.startsWith('-') && !label.endsWith('-') && EMAIL_LABEL.test(label))
  );
}

/** Digits with spaces, hyphens, dots or brackets, an optional leading +, 7 to 15 digits. */
export function isPhone(value: string): boolean {
  const text = value.trim();
  const body = text.startsWith('+') ? text.slice(1) : text;
  const digits = body.replace(/\D/g, '').length;
  return /^[\d .()-]*$/.test(body) && digits >= 7 && digits <= 15;
}

/** An absolute http(s) address with a real host (dotted name or localhost), as the server wants. */
export function isWebUrl(value: string): boolean {
  const text = value.trim();
  if (!text || text.length > 2048 || /\s/.test(text)) return false;
  const match = /^(https?):\/\/([^/?#]*)/i.exec(text);
  if (!match) return false;
  const authority = match[2] ?? '';
  if (authority.includes('@')) return false;
  const colon = authority.lastIndexOf(':');
  const host = colon >= 0 ? authority.slice(0, colon) : authority;
  const port = colon >= 0 ? authority.slice(colon + 1) : null;
  if (port !== null && !(/^\d+$/.test(port) && Number(port) <= 65535)) return false;
  if (host.toLowerCase() === 'localhost') return true;
  const labels = host.split('.');
  return (
    labels.length >= 2 &&
    labels.every((label) => label !== '' && chars(label) <= 63 && !label.startsWith('-') && !label.endsWith('-') && EMAIL_LABEL.test(label))
  );
}

function required(value: string, missing: ProblemCode, max: number): Problem | undefined {
  const text = value.trim();
  if (!text) return { code: missing };
  if (chars(text) > max) return { code: 'tooLong', max };
  return undefined;
}

/** Every field's first problem; an empty object when the form can be sent. */
export function validate(values: FormValues, now: Date = new Date()): Problems {
  const problems: Problems = {};
  const set = (field: Field, problem: Problem | undefined) => {
    if (problem) problems[field] = problem;
  };

  set('title', required(values.title, 'titleMissing', LIMITS.title));
  if (!values.event_type) set('event_type', { code: 'eventTypeMissing' });
  else if (!(EVENT_TYPES as readonly string[]).includes(values.event_type)) set('event_type', { code: 'eventTypeInvalid' });

  if (!values.event_date.trim()) set('event_date', { code: 'eventDateMissing' });
  else {
    const date = uaeDateTime(values.event_date);
    if (!date) set('event_date', { code: 'eventDateInvalid' });
    else if (date.getTime() <= now.getTime()) set('event_date', { code: 'eventDatePast' });
  }

  set('location', required(values.location, 'locationMissing', LIMITS.location));
  if (values.city && !(CITIES as readonly string[]).includes(values.city)) set('city', { code: 'cityInvalid' });
  set('description', required(values.description, 'descriptionMissing', LIMITS.description));

  const focus = values.food_waste_focus.trim();
  if (chars(focus) < LIMITS.focusMin) set('food_waste_focus', { code: 'focusTooShort' });
  else if (chars(focus) > LIMITS.food_waste_focus) set('food_waste_focus', { code: 'tooLong', max: LIMITS.food_waste_focus });

  set('organizer_name', required(values.organizer_name, 'organizerNameMissing', LIMITS.organizer_name));
  if (!values.organizer_email.trim()) set('organizer_email', { code: 'organizerEmailMissing' });
  else if (!isEmail(values.organizer_email)) set('organizer_email', { code: 'organizerEmailInvalid' });

  if (values.organizer_phone.trim() && !isPhone(values.organizer_phone)) set('organizer_phone', { code: 'phoneInvalid' });
  if (chars(values.organization.trim()) > LIMITS.organization) set('organization', { code: 'tooLong', max: LIMITS.organization });
  if (values.website_url.trim() && !isWebUrl(values.website_url)) set('website_url', { code: 'websiteInvalid' });
  if (values.registration_url.trim() && !isWebUrl(values.registration_url)) set('registration_url', { code: 'registrationInvalid' });

  const attendees = values.expected_attendees.trim();
  if (attendees) {
    const count = Number(attendees);
    if (!/^\d+$/.test(attendees) || count < 1 || count > LIMITS.maxAttendees) set('expected_attendees', { code: 'attendeesInvalid' });
  }
  return problems;
}

/** The first field (in form order) with a problem. */
export function firstProblemField(problems: Problems): Field | undefined {
  return FIELDS.find((field) => problems[field]);
}

const optional = (value: string) => value.trim() || null;

/** The request: text trimmed, blank optional fields null, the date as the UAE local time typed. */
export function toRequest(values: FormValues): SubmitEventRequest {
  const attendees = values.expected_attendees.trim();
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    event_type: values.event_type,
    event_date: values.event_date.trim(),
    location: values.location.trim(),
    city: values.city || DEFAULT_CITY,
    organizer_name: values.organizer_name.trim(),
    organizer_email: values.organizer_email.trim(),
    organizer_phone: optional(values.organizer_phone),
    organization: optional(values.organization),
    website_url: optional(values.website_url),
    registration_url: optional(values.registration_url),
    expected_attendees: attendees ? Number(attendees) : null,
    food_waste_focus: values.food_waste_focus.trim(),
  };
}

const SERVER_MESSAGES: Record<string, [Field, ProblemCode]> = {
  'Title is required': ['title', 'titleMissing'],
  'Description is required': ['description', 'descriptionMissing'],
  'Event type is required': ['event_type', 'eventTypeMissing'],
  'Please choose a valid event type': ['event_type', 'eventTypeInvalid'],
  'Event date is required': ['event_date', 'eventDateMissing'],
  'Please enter a valid event date': ['event_date', 'eventDateInvalid'],
  'The event date must be in the future': ['event_date', 'eventDatePast'],
  'Location is required': ['location', 'locationMissing'],
  'Please choose one of the seven emirates': ['city', 'cityInvalid'],
  'Organizer name is required': ['organizer_name', 'organizerNameMissing'],
  'Organizer e-mail is required': ['organizer_email', 'organizerEmailMissing'],
  'Please enter a valid e-mail address': ['organizer_email', 'organizerEmailInvalid'],
  'Please enter a valid phone number': ['organizer_phone', 'phoneInvalid'],
  'Please enter a valid website URL': ['website_url', 'websiteInvalid'],
  'Please enter a valid registration URL': ['registration_url', 'registrationInvalid'],
  'Expected attendees must be a whole number from 1 to 100,000': ['expected_attendees', 'attendeesInvalid'],
  'Please describe how your event relates to food waste (minimum 10 characters)': ['food_waste_focus', 'focusTooShort'],
};

const TOO_LONG_LABELS: Record<string, Field> = {
  Title: 'title',
  Description: 'description',
  Location: 'location',
  'Organizer name': 'organizer_name',
  Organization: 'organization',
  'Food waste focus': 'food_waste_focus',
};

/** The field a server validation message is about, and the problem, when we know it. */
export function problemFromServer(message: string): { field: Field; problem: Problem } | null {
  const known = SERVER_MESSAGES[message.trim()];
  if (known) return { field: known[0], problem: { code: known[1] } };
  const tooLong = /^(.+) must be at most (\d+) characters$/.exec(message.trim());
  const field = tooLong ? TOO_LONG_LABELS[tooLong[1] ?? ''] : undefined;
  if (tooLong && field) return { field, problem: { code: 'tooLong', max: Number(tooLong[2]) } };
  return null;
}
