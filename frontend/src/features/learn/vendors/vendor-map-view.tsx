// The directory's map view: one pin per vendor on the current list and the visitor's origin;
// choosing a pin shows that vendor's card beside the map (below it on a phone).
import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';

import type { Coordinates, Vendor } from '../types';
import { untyped } from '../untyped';
import { EmiratesMap } from './emirates-map';
import { VendorCard } from './vendor-card';
import styles from './vendors.module.css';

const messages = untyped(
  defineMessages({
    title: { id: 'learn.vendors.map.title', defaultMessage: 'Map of the vendors shown' },
    origin: { id: 'learn.vendors.map.origin', defaultMessage: 'Distances from {origin}' },
    pick: { id: 'learn.vendors.map.pick', defaultMessage: 'Choose a pin to see the vendor’s details.' },
  }),
);

interface Props {
  vendors: Vendor[];
  distanceOf: (vendor: Vendor) => number;
  origin: Coordinates;
  originLabel: string;
  fromDevice: boolean;
}

export function VendorMapView({ vendors, distanceOf, origin, originLabel, fromDevice }: Props) {
  const intl = useIntl();
  const lang = intl.locale.startsWith('ar') ? 'ar' : 'en';
  const [chosen, setChosen] = useState<string | null>(null);
  // A vendor filtered away is no longer chosen.
  const selected = vendors.find((vendor) => vendor.id === chosen) ?? null;

  return (
    <div className={styles.mapLayout}>
      <div className={styles.mapBox}>
        <EmiratesMap
          title={intl.formatMessage(messages.title)}
          pins={vendors.map((vendor) => ({
            id: vendor.id,
            lat: vendor.coordinates.lat,
            lng: vendor.coordinates.lng,
            label: vendor.name[lang],
          }))}
          selectedId={selected?.id ?? null}
          onSelect={(id) => setChosen(id)}
          origin={{ ...origin, label: intl.formatMessage(messages.origin, { origin: originLabel }) }}
        />
      </div>
      <div className={styles.mapDetail} aria-live="polite">
        {selected ? (
          <VendorCard
            vendor={selected}
            distanceKm={distanceOf(selected)}
            originLabel={originLabel}
            fromDevice={fromDevice}
            headingId={`map-vendor-${selected.id}`}
          />
        ) : (
          <p className={styles.mapHint}>{intl.formatMessage(messages.pick)}</p>
        )}
      </div>
    </div>
  );
}
