// The ask form's choices: who is asking and where. The wire uses the underscore city codes;
// shared links may carry the hyphenated form or a display name, which `parseCity` accepts.
import { defineMessages, type MessageDescriptor } from 'react-intl';

import type { components } from '../../lib/api/schema.gen';

export type Persona = components['schemas']['Persona'];
export type City = components['schemas']['City'];

export const PERSONAS: readonly Persona[] = ['restaurant', 'hotel', 'catering', 'retail', 'household'];

export const CITIES: readonly City[] = [
  'abu_dhabi',
  'dubai',
  'sharjah',
  'ajman',
  'umm_al_quwain',
  'ras_al_khaimah',
  'fujairah',
];

export const personaMessages: Record<Persona, MessageDescriptor> = defineMessages({
  restaurant: { id: 'ask.persona.restaurant', defaultMessage: 'Restaurant Owner' },
  hotel: { id: 'ask.persona.hotel', defaultMessage: 'Hotel Manager' },
  catering: { id: 'ask.persona.catering', defaultMessage: 'Catering Service' },
  retail: { id: 'ask.persona.retail', defaultMessage: 'Retail Store' },
  household: { id: 'ask.persona.household', defaultMessage: 'Household' },
});

export const cityMessages: Record<City, MessageDescriptor> = defineMessages({
  abu_dhabi: { id: 'ask.city.abuDhabi', defaultMessage: 'Abu Dhabi' },
  dubai: { id: 'ask.city.dubai', defaultMessage: 'Dubai' },
  sharjah: { id: 'ask.city.sharjah', defaultMessage: 'Sharjah' },
  ajman: { id: 'ask.city.ajman', defaultMessage: 'Ajman' },
  umm_al_quwain: { id: 'ask.city.ummAlQuwain', defaultMessage: 'Umm Al Quwain' },
  ras_al_khaimah: { id: 'ask.city.rasAlKhaimah', defaultMessage: 'Ras Al Khaimah' },
  fujairah: { id: 'ask.city.fujairah', defaultMessage: 'Fujairah' },
});

export function isPersona(value: unknown): value is Persona {
  return typeof value === 'string' && (PERSONAS as readonly string[]).includes(value);
}

/** `abu_dhabi`, `abu-dhabi` and `Abu Dhabi` all read as `abu_dhabi`; anything else is null. */
export function parseCity(value: string | null | undefined): City | null {
  if (!value) return null;
  const code = value.trim().toLowerCase().replace(/[\s-]+/g, '_');
  return (CITIES as readonly string[]).includes(code) ? (code as City) : null;
}

/** Reads a persona code loosely (`Restaurant` reads as `restaurant`); anything else is null. */
export function parsePersona(value: string | null | undefined): Persona | null {
  const code = value?.trim().toLowerCase();
  return isPersona(code) ? code : null;
}

export const QUESTION_MIN = 10;
export const QUESTION_MAX = 500;
