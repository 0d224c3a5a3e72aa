// The vendor directory's words: the six types with the spec's labels, and the card's lines.
import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';

import { formatNumber } from '../../../lib/format';
import type { VendorType } from '../types';
import { untyped } from '../untyped';

/** Kilometres with one decimal under 10 km, whole beyond. */
export function formatKm(intl: IntlShape, km: number): string {
  return formatNumber(intl, km, km < 10 ? 1 : 0);
}

export const typeMessages: Record<VendorType, MessageDescriptor> = defineMessages({
  food_donation_center: { id: 'learn.vendors.type.foodDonationCenter', defaultMessage: 'Food Donation Center' },
  composting_service: { id: 'learn.vendors.type.compostingService', defaultMessage: 'Composting Service' },
  surplus_exchange: { id: 'learn.vendors.type.surplusExchange', defaultMessage: 'Surplus Exchange' },
  waste_processing: { id: 'learn.vendors.type.wasteProcessing', defaultMessage: 'Waste Processing' },
  community_service: { id: 'learn.vendors.type.communityService', defaultMessage: 'Community Service' },
  food_redistribution: { id: 'learn.vendors.type.foodRedistribution', defaultMessage: 'Food Redistribution' },
});

export const cardMessages = untyped(
  defineMessages({
    address: { id: 'learn.vendors.card.address', defaultMessage: 'Address' },
    hours: { id: 'learn.vendors.card.hours', defaultMessage: 'Hours' },
    capacity: { id: 'learn.vendors.card.capacity', defaultMessage: 'Capacity' },
    certification: { id: 'learn.vendors.card.certification', defaultMessage: 'Certification' },
    services: { id: 'learn.vendors.card.services', defaultMessage: 'Services' },
    more: { id: 'learn.vendors.card.more', defaultMessage: '+{count} more' },
    moreLabel: {
      id: 'learn.vendors.card.moreLabel',
      defaultMessage: '{count, plural, one {and # more service} other {and # more services}}',
    },
    rating: { id: 'learn.vendors.card.rating', defaultMessage: '{rating} out of 5' },
    reviews: { id: 'learn.vendors.card.reviews', defaultMessage: '{count, plural, one {# review} other {# reviews}}' },
    distance: { id: 'learn.vendors.card.distance', defaultMessage: 'About {km} km from {origin}' },
    sameCity: { id: 'learn.vendors.card.sameCity', defaultMessage: 'In your chosen city' },
    near: { id: 'learn.vendors.card.near', defaultMessage: 'Under 1 km from {origin}' },
    directions: { id: 'learn.vendors.card.directions', defaultMessage: 'Directions' },
    call: { id: 'learn.vendors.card.call', defaultMessage: 'Call' },
    website: { id: 'learn.vendors.card.website', defaultMessage: 'Website' },
    newTab: { id: 'learn.vendors.card.newTab', defaultMessage: '(opens in a new tab)' },
  }),
);
