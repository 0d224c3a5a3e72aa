// The vendor directory's search, type filter and sort (spec §5): a case-insensitive match on
// name, location, speciality, address, any service or certification, in English and Arabic,
// combined with the type filter; sorted by distance (nearest first), rating (highest first, unrated
// last) or name.
import type { Localized, Vendor, VendorType } from '../types';

export const VENDOR_TYPES: readonly VendorType[] = [
  'food_donation_center',
  'composting_service',
  'surplus_exchange',
  'waste_processing',
  'community_service',
  'food_redistribution',
];

export type TypeFilter = VendorType | 'all';
export type VendorSort = 'distance' | 'rating' | 'name';
export const VENDOR_SORTS: readonly VendorSort[] = ['distance', 'name', 'rating'];

/** Lower-cased, accents and Arabic diacritics (tashkeel, tatweel) dropped, so "Ne'ma" finds "ne’ma". */
export function normalize(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f\u064b-\u065f\u0670\u0640]/g, '')
    .replace(/[’‘`]/g, "'")
    .toLocaleLowerCase('en')
    .trim();
}

function texts(vendor: Vendor): Localized[] {
  const list: (Localized | null)[] = [
    vendor.name,
    vendor.location,
    vendor.speciality,
    vendor.address,
    vendor.certification,
    ...vendor.services,
  ];
  return list.filter((item): item is Localized => item !== null);
}

export function matchesQuery(vendor: Vendor, query: string): boolean {
  const needle = normalize(query);
  if (!needle) return true;
  return texts(vendor).some((text) => normalize(text.en).includes(needle) || normalize(text.ar).includes(needle));
}

export function filterVendors(vendors: readonly Vendor[], query: string, type: TypeFilter): Vendor[] {
  return vendors.filter((vendor) => (type === 'all' || vendor.type === type) && matchesQuery(vendor, query));
}

/**
 * A sorted copy. `distanceKm` gives each vendor's distance from the origin; `locale` orders names
 * as the reader's language does (and ties in the other orders).
 */
export function sortVendors(
  vendors: readonly Vendor[],
  sort: VendorSort,
  distanceKm: (vendor: Vendor) => number,
  locale: 'en' | 'ar',
): Vendor[] {
  const collator = new Intl.Collator(locale === 'ar' ? 'ar' : 'en', { sensitivity: 'base' });
  const byName = (a: Vendor, b: Vendor) => collator.compare(a.name[locale], b.name[locale]);
  const copy = [...vendors];
  switch (sort) {
    case 'name':
      return copy.sort(byName);
    case 'distance':
      return copy.sort((a, b) => distanceKm(a) - distanceKm(b) || byName(a, b));
    case 'rating':
      return copy.sort((a, b) => {
        if (a.rating === null || b.rating === null) {
          if (a.rating === b.rating) return byName(a, b);
          return a.rating === null ? 1 : -1;
        }
        return b.rating - a.rating || (b.reviews ?? 0) - (a.reviews ?? 0) || byName(a, b);
      });
  }
}

/** The first `shown` service tags, and how many more there are. */
export function visibleServices<T>(services: readonly T[], shown = 3): { tags: T[]; more: number } {
  return { tags: services.slice(0, shown), more: Math.max(0, services.length - shown) };
}

/** A maps search for the vendor's name and address (or its location when no address is known). */
export function directionsUrl(vendor: Vendor, locale: 'en' | 'ar'): string {
  const place = vendor.address?.[locale] ?? vendor.location[locale];
  const query = `${vendor.name[locale]}, ${place}`;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

/** A tel: link with only the characters a dialler needs. */
export function telUrl(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
