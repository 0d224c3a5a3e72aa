// The server names the rule a refused card breaks, in English; the editor says it in the
// admin's language. A message it does not know is shown as the server wrote it.
import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';

const messages = defineMessages({
  id: { id: 'admin.card.problem.id', defaultMessage: 'The id must be lower-case words joined by hyphens.' },
  idMismatch: { id: 'admin.card.problem.idMismatch', defaultMessage: 'The id cannot change: save it under its own id.' },
  topic: { id: 'admin.card.problem.topic', defaultMessage: 'Choose one of the topics.' },
  persona: { id: 'admin.card.problem.persona', defaultMessage: 'Choose at least one persona the card is for.' },
  stepPersonas: { id: 'admin.card.problem.stepPersonas', defaultMessage: 'Each step must be for at least one of the card’s personas, and only those.' },
  phrasingsEn: { id: 'admin.card.problem.phrasingsEn', defaultMessage: 'Write at least {count} English phrasings, one a line.' },
  phrasingsAr: { id: 'admin.card.problem.phrasingsAr', defaultMessage: 'Write at least {count} Arabic phrasings, one a line.' },
  title: { id: 'admin.card.problem.title', defaultMessage: 'Write the title in both languages.' },
  answer: { id: 'admin.card.problem.answer', defaultMessage: 'Write the answer in both languages.' },
  steps: { id: 'admin.card.problem.steps', defaultMessage: 'A card has 3 to 6 steps.' },
  step: { id: 'admin.card.problem.step', defaultMessage: 'Write every step in both languages.' },
  note: { id: 'admin.card.problem.note', defaultMessage: 'Write every note in both languages.' },
  federal: { id: 'admin.card.problem.federal', defaultMessage: 'Write the note for the UAE as a whole.' },
  source: { id: 'admin.card.problem.source', defaultMessage: 'Add at least one source.' },
  allowList: {
    id: 'admin.card.problem.allowList',
    defaultMessage: '{host} is not on the publishers’ allow-list: cite the publisher’s own page.',
  },
  url: { id: 'admin.card.problem.url', defaultMessage: 'Every source needs a full web address (https://…).' },
  dangling: {
    id: 'admin.card.problem.dangling',
    defaultMessage: '“{sentence}” opens on “{word}”, which needs a sentence before it: start with the verb or the noun itself.',
  },
  tooLong: { id: 'admin.card.problem.tooLong', defaultMessage: 'A text of the card is too long (at most 4000 characters).' },
});

const RULES: [RegExp, MessageDescriptor, (match: RegExpMatchArray) => Record<string, string>][] = [
  [/the id is not kebab-case|card id must be at most/, messages.id, () => ({})],
  [/must be the one in the address/, messages.idMismatch, () => ({})],
  [/unknown topic/, messages.topic, () => ({})],
  [/at least one persona|unknown persona/, messages.persona, () => ({})],
  [/is for personas the card is not/, messages.stepPersonas, () => ({})],
  [/at least (\d+) English phrasings/, messages.phrasingsEn, (m) => ({ count: m[1] ?? '3' })],
  [/at least (\d+) Arabic phrasings/, messages.phrasingsAr, (m) => ({ count: m[1] ?? '3' })],
  [/a title in both languages/, messages.title, () => ({})],
  [/an answer in both languages/, messages.answer, () => ({})],
  [/3 to 6 steps/, messages.steps, () => ({})],
  [/a step in both languages/, messages.step, () => ({})],
  [/note in both languages/, messages.note, () => ({})],
  [/a federal note/, messages.federal, () => ({})],
  [/at least one source/, messages.source, () => ({})],
  [/(\S+) is not on the publishers' allow-list/, messages.allowList, (m) => ({ host: m[1] ?? '' })],
  [/the sentence "(.+)" opens on "(.+?)"/, messages.dangling, (m) => ({ sentence: m[1] ?? '', word: m[2] ?? '' })],
  [/at most 4000 characters/, messages.tooLong, () => ({})],
  [/is not a valid http\(s\) URL/, messages.url, () => ({})],
];

/** The rule a refused card breaks, in the admin's language. */
export function cardProblem(intl: IntlShape, serverMessage: string): string {
  for (const [pattern, descriptor, values] of RULES) {
    const match = serverMessage.match(pattern);
    if (match) return intl.formatMessage(descriptor, values(match));
  }
  return serverMessage;
}
