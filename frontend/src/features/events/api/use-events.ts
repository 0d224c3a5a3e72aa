// GET /api/events?when= (one SWR hook, its key beside it), POST /api/events/submit, and the
// addresses of the iCalendar files the server writes (one event, and the feed of upcoming ones).
import useSWR from 'swr';

import { api } from '../../../lib/api/client';
import type { components } from '../../../lib/api/schema.gen';
import type { SubmitEventRequest } from '../lib/submission';

export type EventView = components['schemas']['EventView'];
export type When = 'upcoming' | 'past';

export function eventsKey(when: When) {
  return ['/api/events', when] as const;
}

async function fetchEvents([, when]: ReturnType<typeof eventsKey>): Promise<EventView[]> {
  const { data } = await api.GET('/api/events', { params: { query: { when } } });
  return data?.events ?? [];
}

/** The published events: featured first, then by date (the server's order). */
export function useEvents(when: When) {
  return useSWR(eventsKey(when), fetchEvents);
}

/** Sends a submission for review; resolves to the server's message. Errors throw ApiError. */
export async function submitEvent(body: SubmitEventRequest): Promise<string> {
  const { data } = await api.POST('/api/events/submit', { body });
  return data?.message ?? '';
}

/** The calendar's language follows the page's: labels in Arabic on Arabic pages. */
function calendarLang(locale: string): 'ar' | 'en' {
  return locale.startsWith('ar') ? 'ar' : 'en';
}

/** One event as an .ics download ("Add to calendar"). */
export function eventCalendarPath(id: string, locale: string): string {
  return `/api/events/${encodeURIComponent(id)}/calendar.ics?lang=${calendarLang(locale)}`;
}

/** The feed of upcoming events a calendar app subscribes to, as an absolute address. */
export function eventsFeedUrl(origin: string, locale: string): string {
  return `${origin}/api/events/calendar.ics?lang=${calendarLang(locale)}`;
}
