// The seven emirates' names as the leaderboard and the calculator's venue list show them.
import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';

import type { components } from '../../../../lib/api/schema.gen';

export type City = components['schemas']['City'];

const cityMessages: Record<City, MessageDescriptor> = defineMessages({
  abu_dhabi: { id: 'leaderboard.city.abuDhabi', defaultMessage: 'Abu Dhabi' },
  dubai: { id: 'leaderboard.city.dubai', defaultMessage: 'Dubai' },
  sharjah: { id: 'leaderboard.city.sharjah', defaultMessage: 'Sharjah' },
  ajman: { id: 'leaderboard.city.ajman', defaultMessage: 'Ajman' },
  umm_al_quwain: { id: 'leaderboard.city.ummAlQuwain', defaultMessage: 'Umm Al Quwain' },
  ras_al_khaimah: { id: 'leaderboard.city.rasAlKhaimah', defaultMessage: 'Ras Al Khaimah' },
  fujairah: { id: 'leaderboard.city.fujairah', defaultMessage: 'Fujairah' },
});

/** The emirate's name in the active language; an unknown code is shown as sent. */
export function cityName(intl: IntlShape, city: string): string {
  const message = (cityMessages as Record<string, MessageDescriptor | undefined>)[city];
  return message ? intl.formatMessage(message) : city;
}
