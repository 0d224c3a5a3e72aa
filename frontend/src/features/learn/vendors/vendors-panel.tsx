// The local vendors directory (spec §2, §5): search, type filter and sort over the built-in
// catalogue, a count line, list or map view, and distances from the visitor's city or position.
// Loaded as its own chunk.
import { useId, useMemo, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';

import { CITIES, cityMessages, type City } from '../../../components/answer/options';
import { ListIcon, LocateIcon, MagnifierIcon, MapIcon } from '../../../components/ui/icons';
import type { Vendor } from '../types';
import { untyped } from '../untyped';
import { haversineKm } from './geo';
import { useOrigin } from './use-origin';
import { VendorCard } from './vendor-card';
import { VendorMapView } from './vendor-map-view';
import { typeMessages } from './vendor-messages';
import { VENDOR_SORTS, VENDOR_TYPES, filterVendors, sortVendors, type TypeFilter, type VendorSort } from './vendor-search';
import { VENDORS } from './vendors.data';
import styles from './vendors.module.css';

const messages = untyped(
  defineMessages({
    search: { id: 'learn.vendors.search', defaultMessage: 'Search vendors' },
    searchPlaceholder: { id: 'learn.vendors.search.placeholder', defaultMessage: 'Name, service, area…' },
    type: { id: 'learn.vendors.filter.type', defaultMessage: 'Type' },
    allTypes: { id: 'learn.vendors.filter.all', defaultMessage: 'All types' },
    sort: { id: 'learn.vendors.sort', defaultMessage: 'Sort by' },
    sortDistance: { id: 'learn.vendors.sort.distance', defaultMessage: 'Distance (nearest first)' },
    sortName: { id: 'learn.vendors.sort.name', defaultMessage: 'Name (A–Z)' },
    sortRating: { id: 'learn.vendors.sort.rating', defaultMessage: 'Rating (highest first)' },
    origin: { id: 'learn.vendors.origin', defaultMessage: 'Distance from' },
    myLocation: { id: 'learn.vendors.origin.mine', defaultMessage: 'My location' },
    yourLocation: { id: 'learn.vendors.origin.yours', defaultMessage: 'your location' },
    locate: { id: 'learn.vendors.locate', defaultMessage: 'Use my location' },
    locating: { id: 'learn.vendors.locate.pending', defaultMessage: 'Finding your location…' },
    located: { id: 'learn.vendors.locate.done', defaultMessage: 'Distances are measured from your location.' },
    denied: {
      id: 'learn.vendors.locate.denied',
      defaultMessage:
        'Location access was denied, so distances are measured from {city}. Allow it in your browser’s site settings, or choose a city.',
    },
    unavailable: {
      id: 'learn.vendors.locate.unavailable',
      defaultMessage: 'Your location could not be found, so distances are measured from {city}.',
    },
    unsupported: {
      id: 'learn.vendors.locate.unsupported',
      defaultMessage: 'This browser cannot share its location, so distances are measured from {city}.',
    },
    count: { id: 'learn.vendors.count', defaultMessage: 'Showing {shown} of {total} vendors' },
    countQuery: { id: 'learn.vendors.count.query', defaultMessage: 'for “{query}”' },
    countType: { id: 'learn.vendors.count.type', defaultMessage: 'in {type}' },
    approx: {
      id: 'learn.vendors.approx',
      defaultMessage: 'Distances are approximate: the directory places each organisation at the centre of its city.',
    },
    view: { id: 'learn.vendors.view', defaultMessage: 'View' },
    list: { id: 'learn.vendors.view.list', defaultMessage: 'List' },
    map: { id: 'learn.vendors.view.map', defaultMessage: 'Map' },
    results: { id: 'learn.vendors.results', defaultMessage: 'Vendors' },
    emptyTitle: { id: 'learn.vendors.empty.title', defaultMessage: 'No vendors found' },
    emptyText: { id: 'learn.vendors.empty.text', defaultMessage: 'Try another word or type, or clear the filters.' },
    clear: { id: 'learn.vendors.empty.clear', defaultMessage: 'Clear Filters' },
  }),
);

const SORT_LABELS = { distance: messages.sortDistance, name: messages.sortName, rating: messages.sortRating } as const;

function ChevronDown() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path d="m6 9 6 6 6-6" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

interface Props {
  /** The catalogue; the built-in one unless a test passes its own. */
  vendors?: readonly Vendor[];
}

export default function VendorsPanel({ vendors = VENDORS }: Props) {
  const intl = useIntl();
  const lang = intl.locale.startsWith('ar') ? 'ar' : 'en';
  const ids = useId();
  const [query, setQuery] = useState('');
  const [type, setType] = useState<TypeFilter>('all');
  const [sort, setSort] = useState<VendorSort>('distance');
  const [view, setView] = useState<'list' | 'map'>('list');
  const { origin, setCity, locate } = useOrigin();

  const cityLabel = intl.formatMessage(cityMessages[origin.city]);
  const originLabel = origin.device ? intl.formatMessage(messages.yourLocation) : cityLabel;

  const distances = useMemo(() => {
    const map = new Map<string, number>();
    for (const vendor of vendors) map.set(vendor.id, haversineKm(origin.coordinates, vendor.coordinates));
    return map;
  }, [vendors, origin.coordinates]);
  const distanceOf = (vendor: Vendor) => distances.get(vendor.id) ?? 0;

  const shown = useMemo(
    () => sortVendors(filterVendors(vendors, query, type), sort, (v) => distances.get(v.id) ?? 0, lang),
    [vendors, query, type, sort, distances, lang],
  );

  const countParts = [intl.formatMessage(messages.count, { shown: shown.length, total: vendors.length })];
  if (query.trim()) countParts.push(intl.formatMessage(messages.countQuery, { query: query.trim() }));
  if (type !== 'all') countParts.push(intl.formatMessage(messages.countType, { type: intl.formatMessage(typeMessages[type]) }));

  const clear = () => {
    setQuery('');
    setType('all');
  };

  let locateNote: string | null = null;
  if (origin.status === 'locating') locateNote = intl.formatMessage(messages.locating);
  else if (origin.status === 'located') locateNote = intl.formatMessage(messages.located);
  else if (origin.status === 'denied') locateNote = intl.formatMessage(messages.denied, { city: cityLabel });
  else if (origin.status === 'unavailable') locateNote = intl.formatMessage(messages.unavailable, { city: cityLabel });
  else if (origin.status === 'unsupported') locateNote = intl.formatMessage(messages.unsupported, { city: cityLabel });
  const locateProblem = origin.status === 'denied' || origin.status === 'unavailable' || origin.status === 'unsupported';

  return (
    <div className={styles.panel}>
      <div className={`card ${styles.toolbar}`} role="search">
        <div className={`${styles.field} ${styles.searchField}`}>
          <label htmlFor={`${ids}-q`} className={styles.label}>
            {intl.formatMessage(messages.search)}
          </label>
          <div className={styles.inputWrap}>
            <span className={styles.searchIcon}>
              <MagnifierIcon size={18} />
            </span>
            <input
              id={`${ids}-q`}
              type="search"
              className={`${styles.control} ${styles.search}`}
              value={query}
              placeholder={intl.formatMessage(messages.searchPlaceholder)}
              autoComplete="off"
              onChange={(event) => setQuery(event.target.value)}
            />
          </div>
        </div>
        <div className={styles.field}>
          <label htmlFor={`${ids}-type`} className={styles.label}>
            {intl.formatMessage(messages.type)}
          </label>
          <div className={styles.inputWrap}>
            <select
              id={`${ids}-type`}
              className={styles.control}
              value={type}
              onChange={(event) => setType(event.target.value as TypeFilter)}
            >
              <option value="all">{intl.formatMessage(messages.allTypes)}</option>
              {VENDOR_TYPES.map((value) => (
                <option key={value} value={value}>
                  {intl.formatMessage(typeMessages[value])}
                </option>
              ))}
            </select>
            <span className={styles.selectIcon}>
              <ChevronDown />
            </span>
          </div>
        </div>
        <div className={styles.field}>
          <label htmlFor={`${ids}-sort`} className={styles.label}>
            {intl.formatMessage(messages.sort)}
          </label>
          <div className={styles.inputWrap}>
            <select
              id={`${ids}-sort`}
              className={styles.control}
              value={sort}
              onChange={(event) => setSort(event.target.value as VendorSort)}
            >
              {VENDOR_SORTS.map((value) => (
                <option key={value} value={value}>
                  {intl.formatMessage(SORT_LABELS[value])}
                </option>
              ))}
            </select>
            <span className={styles.selectIcon}>
              <ChevronDown />
            </span>
          </div>
        </div>
        <div className={styles.field}>
          <label htmlFor={`${ids}-origin`} className={styles.label}>
            {intl.formatMessage(messages.origin)}
          </label>
          <div className={styles.originRow}>
            <div className={styles.inputWrap}>
              <select
                id={`${ids}-origin`}
                className={styles.control}
                value={origin.device ? 'device' : origin.city}
                onChange={(event) => {
                  if (event.target.value !== 'device') setCity(event.target.value as City);
                }}
              >
                {origin.device && <option value="device">{intl.formatMessage(messages.myLocation)}</option>}
                {CITIES.map((city) => (
                  <option key={city} value={city}>
                    {intl.formatMessage(cityMessages[city])}
                  </option>
                ))}
              </select>
              <span className={styles.selectIcon}>
                <ChevronDown />
              </span>
            </div>
            <button
              type="button"
              className={`button button-secondary ${styles.locate}`}
              onClick={locate}
              disabled={origin.status === 'locating'}
            >
              <LocateIcon size={18} />
              {intl.formatMessage(messages.locate)}
            </button>
          </div>
        </div>
        <p className={`${styles.locateNote} ${locateProblem ? styles.locateProblem : ''}`} role="status">
          {locateNote}
        </p>
      </div>

      <div className={styles.resultsBar}>
        <div className={styles.countBox}>
          <p className={styles.count} role="status">
            {countParts.join(' ')}
          </p>
          <p className={styles.approx}>{intl.formatMessage(messages.approx)}</p>
        </div>
        <div className={styles.viewToggle} role="group" aria-label={intl.formatMessage(messages.view)}>
          <button
            type="button"
            className={styles.viewButton}
            aria-pressed={view === 'list'}
            onClick={() => setView('list')}
          >
            <ListIcon size={18} />
            {intl.formatMessage(messages.list)}
          </button>
          <button type="button" className={styles.viewButton} aria-pressed={view === 'map'} onClick={() => setView('map')}>
            <MapIcon size={18} />
            {intl.formatMessage(messages.map)}
          </button>
        </div>
      </div>

      {shown.length === 0 ? (
        <div className={styles.empty}>
          <p className={styles.emptyTitle}>{intl.formatMessage(messages.emptyTitle)}</p>
          <p className={styles.emptyText}>{intl.formatMessage(messages.emptyText)}</p>
          <button type="button" className="button button-secondary" onClick={clear}>
            {intl.formatMessage(messages.clear)}
          </button>
        </div>
      ) : view === 'list' ? (
        <ul className={styles.grid} aria-label={intl.formatMessage(messages.results)}>
          {shown.map((vendor) => (
            <li key={vendor.id} className={styles.item}>
              <VendorCard
                vendor={vendor}
                distanceKm={distanceOf(vendor)}
                originLabel={originLabel}
                fromDevice={origin.device !== null}
              />
            </li>
          ))}
        </ul>
      ) : (
        <VendorMapView
          vendors={shown}
          distanceOf={distanceOf}
          origin={origin.coordinates}
          originLabel={originLabel}
          fromDevice={origin.device !== null}
        />
      )}
    </div>
  );
}
