// The guidance cards' topics, under which the library files each published answer.
import { defineMessages, type MessageDescriptor } from 'react-intl';

export const TOPICS = [
  'storage',
  'cooling',
  'reheating',
  'thawing',
  'holding',
  'danger-zone',
  'buffets',
  'events',
  'transport',
  'date-labels',
  'donation',
  'community-fridges',
  'composting',
  'measuring',
  'portions',
  'purchasing',
  'retail',
  'allergens',
  'cross-contamination',
  'hygiene',
  'pests',
  'costs',
  'strategy',
  'regulation',
] as const;

export type Topic = (typeof TOPICS)[number];

export function isTopic(value: unknown): value is Topic {
  return (TOPICS as readonly unknown[]).includes(value);
}

export const topicMessages: Record<Topic, MessageDescriptor> = defineMessages({
  storage: { id: 'topic.storage', defaultMessage: 'Storage times' },
  cooling: { id: 'topic.cooling', defaultMessage: 'Cooling' },
  reheating: { id: 'topic.reheating', defaultMessage: 'Reheating' },
  thawing: { id: 'topic.thawing', defaultMessage: 'Thawing' },
  holding: { id: 'topic.holding', defaultMessage: 'Hot and cold holding' },
  'danger-zone': { id: 'topic.dangerZone', defaultMessage: 'The danger zone' },
  buffets: { id: 'topic.buffets', defaultMessage: 'Buffets and iftar' },
  events: { id: 'topic.events', defaultMessage: 'Events and catering' },
  transport: { id: 'topic.transport', defaultMessage: 'Transport and delivery' },
  'date-labels': { id: 'topic.dateLabels', defaultMessage: 'Date labels' },
  donation: { id: 'topic.donation', defaultMessage: 'Donating food' },
  'community-fridges': { id: 'topic.communityFridges', defaultMessage: 'Community fridges' },
  composting: { id: 'topic.composting', defaultMessage: 'Composting and collection' },
  measuring: { id: 'topic.measuring', defaultMessage: 'Measuring waste' },
  portions: { id: 'topic.portions', defaultMessage: 'Portions and menus' },
  purchasing: { id: 'topic.purchasing', defaultMessage: 'Purchasing' },
  retail: { id: 'topic.retail', defaultMessage: 'Shops and supermarkets' },
  allergens: { id: 'topic.allergens', defaultMessage: 'Allergens' },
  'cross-contamination': { id: 'topic.crossContamination', defaultMessage: 'Cross-contamination' },
  hygiene: { id: 'topic.hygiene', defaultMessage: 'Personal hygiene' },
  pests: { id: 'topic.pests', defaultMessage: 'Pests' },
  costs: { id: 'topic.costs', defaultMessage: 'Costs and savings' },
  strategy: { id: 'topic.strategy', defaultMessage: 'Waste strategy' },
  regulation: { id: 'topic.regulation', defaultMessage: 'Rules and licensing' },
});
