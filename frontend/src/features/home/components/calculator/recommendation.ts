// "Get Recommendations": the ask form (in the hero) prefills from `/?q=&p=&c=`, so the calculator
// hands over a question about its result through the URL and scrolls to `#ask`.
import type { components } from '../../../../lib/api/schema.gen';

type Persona = components['schemas']['Persona'];
type City = components['schemas']['City'];

export const DEFAULT_PERSONA: Persona = 'restaurant';
export const DEFAULT_CITY: City = 'dubai';

/**
 * Venues carry no type, so the persona is read from the venue's name where it says what it is
 * ("… Hotel", "… Catering", "… Market"); a restaurant otherwise.
 */
export function personaForVenue(name: string | undefined): Persona {
  const words = name?.toLowerCase() ?? '';
  if (/\b(hotel|resort|lodge|inn)\b/.test(words)) return 'hotel';
  if (/\b(catering|caterers|events)\b/.test(words)) return 'catering';
  if (/\b(market|supermarket|grocery|bakery|store|shop)\b/.test(words)) return 'retail';
  return DEFAULT_PERSONA;
}

export interface AskPrefill {
  question: string;
  persona: Persona;
  city: City;
}

/** `{ pathname: '/', search: '?q=…&p=…&c=…', hash: '#ask' }` for react-router's navigate. */
export function askLocation({ question, persona, city }: AskPrefill) {
  const search = new URLSearchParams({ q: question, p: persona, c: city });
  return { pathname: '/', search: `?${search.toString()}`, hash: '#ask' };
}
