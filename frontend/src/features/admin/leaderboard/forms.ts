// The venue and leaderboard entry forms (spec §5): what each field must hold, the message when it
// does not, and the body sent once it does.
import { defineMessages, type MessageDescriptor } from 'react-intl';

import type { components } from '../../../lib/api/schema.gen';

export type VenueRequest = components['schemas']['VenueRequest'];
export type EntryRequest = components['schemas']['EntryRequest'];

export const formMessages = defineMessages({
  venueName: { id: 'admin.leaderboard.validation.venueName', defaultMessage: 'Venue name is required' },
  city: { id: 'admin.leaderboard.validation.city', defaultMessage: 'City is required' },
  venue: { id: 'admin.leaderboard.validation.venue', defaultMessage: 'Venue is required' },
  period: { id: 'admin.leaderboard.validation.period', defaultMessage: 'Period is required' },
  kg: { id: 'admin.leaderboard.validation.kg', defaultMessage: 'Kg rescued is required' },
  aed: { id: 'admin.leaderboard.validation.aed', defaultMessage: 'AED saved is required' },
  meals: { id: 'admin.leaderboard.validation.meals', defaultMessage: 'Meals donated is required' },
  number: { id: 'admin.leaderboard.validation.number', defaultMessage: 'Enter a number of 0 or more' },
  wholeNumber: { id: 'admin.leaderboard.validation.wholeNumber', defaultMessage: 'Enter a whole number of 0 or more' },
});

export interface VenueForm {
  name: string;
  city: string;
  public_page_slug: string;
}

export interface EntryForm {
  venue_id: string;
  period: string;
  kg_rescued: string;
  aed_saved: string;
  meals_donated: string;
}

export type FormErrors<F> = Partial<Record<keyof F, MessageDescriptor>>;

export const EMPTY_VENUE: VenueForm = { name: '', city: '', public_page_slug: '' };

const blank = (value: string) => value.trim() === '';

export function validateVenue(form: VenueForm): FormErrors<VenueForm> {
  const errors: FormErrors<VenueForm> = {};
  if (blank(form.name)) errors.name = formMessages.venueName;
  if (blank(form.city)) errors.city = formMessages.city;
  return errors;
}

export function venueRequest(form: VenueForm): VenueRequest {
  const slug = form.public_page_slug.trim();
  return { name: form.name.trim(), city: form.city as VenueRequest['city'], public_page_slug: slug === '' ? null : slug };
}

const DECIMAL = /^\d+(\.\d+)?$/;
const WHOLE = /^\d+$/;

export function validateEntry(form: EntryForm): FormErrors<EntryForm> {
  const errors: FormErrors<EntryForm> = {};
  if (blank(form.venue_id)) errors.venue_id = formMessages.venue;
  if (blank(form.period)) errors.period = formMessages.period;
  if (blank(form.kg_rescued)) errors.kg_rescued = formMessages.kg;
  else if (!DECIMAL.test(form.kg_rescued.trim())) errors.kg_rescued = formMessages.number;
  if (blank(form.aed_saved)) errors.aed_saved = formMessages.aed;
  else if (!DECIMAL.test(form.aed_saved.trim())) errors.aed_saved = formMessages.number;
  if (blank(form.meals_donated)) errors.meals_donated = formMessages.meals;
  else if (!WHOLE.test(form.meals_donated.trim())) errors.meals_donated = formMessages.wholeNumber;
  return errors;
}

/** Kilograms and dirhams as decimals, meals as a whole number. */
export function entryRequest(form: EntryForm): EntryRequest {
  return {
    venue_id: form.venue_id,
    period: form.period,
    kg_rescued: Number.parseFloat(form.kg_rescued),
    aed_saved: Number.parseFloat(form.aed_saved),
    meals_donated: Number.parseInt(form.meals_donated, 10),
  };
}

/** The month now in the UAE, `YYYY-MM`: the month picker's default. */
export function currentPeriod(now: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dubai', year: 'numeric', month: '2-digit' }).formatToParts(now);
  const year = parts.find((part) => part.type === 'year')?.value ?? '1970';
  const month = parts.find((part) => part.type === 'month')?.value ?? '01';
  return `${year}-${month}`;
}

export function emptyEntry(now: Date = new Date()): EntryForm {
  return { venue_id: '', period: currentPeriod(now), kg_rescued: '', aed_saved: '', meals_donated: '' };
}

export function hasErrors<F>(errors: FormErrors<F>): boolean {
  return Object.keys(errors).length > 0;
}


/** Case-insensitive search over the venue's name, its city (code and shown name) and the period. */
export function matchesSearch(query: string, fields: readonly string[]): boolean {
  const needle = query.trim().toLocaleLowerCase();
  if (needle === '') return true;
  return fields.some((field) => field.toLocaleLowerCase().includes(needle));
}
