// Friendly names for the authorities and newsrooms answers cite most: a link to dm.gov.ae reads
// "Dubai Municipality", not a long page title. Subdomains count (origin.who.int is WHO).
import { defineMessages, type MessageDescriptor } from 'react-intl';

const names = defineMessages({
  dm: { id: 'answer.source.dubaiMunicipality', defaultMessage: 'Dubai Municipality' },
  moccae: { id: 'answer.source.moccae', defaultMessage: 'UAE Ministry of Climate Change and Environment' },
  adafsa: { id: 'answer.source.adafsa', defaultMessage: 'Abu Dhabi Agriculture and Food Safety Authority' },
  mohap: { id: 'answer.source.mohap', defaultMessage: 'UAE Ministry of Health and Prevention' },
  uae: { id: 'answer.source.uaeGov', defaultMessage: 'UAE Government portal' },
  sharjah: { id: 'answer.source.sharjahMunicipality', defaultMessage: 'Sharjah City Municipality' },
  foodBank: { id: 'answer.source.uaeFoodBank', defaultMessage: 'UAE Food Bank' },
  unep: { id: 'answer.source.unep', defaultMessage: 'UNEP' },
  fao: { id: 'answer.source.fao', defaultMessage: 'FAO' },
  who: { id: 'answer.source.who', defaultMessage: 'WHO' },
  wfp: { id: 'answer.source.wfp', defaultMessage: 'World Food Programme' },
  un: { id: 'answer.source.un', defaultMessage: 'United Nations' },
  national: { id: 'answer.source.theNational', defaultMessage: 'The National' },
  khaleej: { id: 'answer.source.khaleejTimes', defaultMessage: 'Khaleej Times' },
  gulfNews: { id: 'answer.source.gulfNews', defaultMessage: 'Gulf News' },
  wam: { id: 'answer.source.wam', defaultMessage: 'WAM' },
});

/** Host (without `www.`) → name; a host matches itself and its subdomains. */
const KNOWN_HOSTS: ReadonlyArray<readonly [string, MessageDescriptor]> = [
  ['dm.gov.ae', names.dm],
  ['moccae.gov.ae', names.moccae],
  ['adafsa.gov.ae', names.adafsa],
  ['mohap.gov.ae', names.mohap],
  ['u.ae', names.uae],
  ['shjmun.gov.ae', names.sharjah],
  ['uaefoodbank.ae', names.foodBank],
  ['unep.org', names.unep],
  ['fao.org', names.fao],
  ['who.int', names.who],
  ['wfp.org', names.wfp],
  ['un.org', names.un],
  ['thenationalnews.com', names.national],
  ['thenational.ae', names.national],
  ['khaleejtimes.com', names.khaleej],
  ['gulfnews.com', names.gulfNews],
  ['wam.ae', names.wam],
];

/** The host of a link, lower-case and without `www.`; null when it is not an http(s) URL. */
export function hostOf(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
    return parsed.hostname.toLowerCase().replace(/^www\./, '');
  } catch {
    return null;
  }
}

/** The friendly name of a known authority or newsroom, or null for any other host. */
export function knownSourceName(url: string | null | undefined): MessageDescriptor | null {
  const host = hostOf(url);
  if (!host) return null;
  const match = KNOWN_HOSTS.find(([known]) => host === known || host.endsWith(`.${known}`));
  return match ? match[1] : null;
}

/** Only http(s) links are followed; anything else is shown as plain text. */
export function safeHref(url: string | null | undefined): string | null {
  return hostOf(url) ? (url as string) : null;
}
