// One vendor's card: what its sources state and nothing more (optional lines only when known),
// its distance from the visitor's origin, and directions, call and website links.
import { useIntl } from 'react-intl';

import { PhoneIcon, PinIcon, RouteIcon, StarIcon, WebsiteIcon } from '../../../components/ui/icons';
import { formatNumber } from '../../../lib/format';
import type { Localized, Vendor } from '../types';
import { cardMessages as messages, formatKm, typeMessages } from './vendor-messages';
import { directionsUrl, telUrl, visibleServices } from './vendor-search';
import styles from './vendors.module.css';

interface Props {
  vendor: Vendor;
  distanceKm: number;
  originLabel: string;
  /** Whether the origin is the browser's position (else a city centre). */
  fromDevice: boolean;
  /** The heading level inside the list (h3) or below the map (h3 too, but named for the map). */
  headingId?: string;
}

export function VendorCard({ vendor, distanceKm, originLabel, fromDevice, headingId }: Props) {
  const intl = useIntl();
  const lang = intl.locale.startsWith('ar') ? 'ar' : 'en';
  const { tags, more } = visibleServices(vendor.services);
  const details: { key: string; label: string; value: Localized }[] = [];
  if (vendor.address) details.push({ key: 'address', label: intl.formatMessage(messages.address), value: vendor.address });
  if (vendor.hours) details.push({ key: 'hours', label: intl.formatMessage(messages.hours), value: vendor.hours });
  if (vendor.capacity) details.push({ key: 'capacity', label: intl.formatMessage(messages.capacity), value: vendor.capacity });
  if (vendor.certification) {
    details.push({ key: 'certification', label: intl.formatMessage(messages.certification), value: vendor.certification });
  }
  const newTab = intl.formatMessage(messages.newTab);

  return (
    <article className={`card ${styles.card}`} aria-labelledby={headingId ?? `vendor-${vendor.id}`}>
      <header className={styles.cardHeader}>
        <h3 id={headingId ?? `vendor-${vendor.id}`} className={styles.name}>
          {vendor.name[lang]}
        </h3>
        <span className={styles.typeBadge} data-type={vendor.type}>
          {intl.formatMessage(typeMessages[vendor.type])}
        </span>
      </header>

      <p className={styles.location}>
        <PinIcon size={16} />
        <span>{vendor.location[lang]}</span>
        <span className={styles.distance}>
          {distanceKm >= 1
            ? intl.formatMessage(messages.distance, { km: formatKm(intl, distanceKm), origin: originLabel })
            : intl.formatMessage(fromDevice ? messages.near : messages.sameCity, { origin: originLabel })}
        </span>
      </p>

      {vendor.rating !== null && (
        <p className={styles.rating}>
          <span className={styles.star}>
            <StarIcon size={16} filled />
          </span>
          <span>{intl.formatMessage(messages.rating, { rating: formatNumber(intl, vendor.rating, 1) })}</span>
          {vendor.reviews !== null && (
            <span className={styles.reviews}>
              ({intl.formatMessage(messages.reviews, { count: vendor.reviews })})
            </span>
          )}
        </p>
      )}

      <p className={styles.speciality}>{vendor.speciality[lang]}</p>

      {details.length > 0 && (
        <dl className={styles.details}>
          {details.map(({ key, label, value }) => (
            <div key={key} className={styles.detail}>
              <dt>{label}</dt>
              <dd>{value[lang]}</dd>
            </div>
          ))}
        </dl>
      )}

      {tags.length > 0 && (
        <ul className={styles.tags} aria-label={intl.formatMessage(messages.services)}>
          {tags.map((service) => (
            <li key={service.en} className={styles.tag}>
              {service[lang]}
            </li>
          ))}
          {more > 0 && (
            <li className={`${styles.tag} ${styles.tagMore}`}>
              <span aria-hidden="true">{intl.formatMessage(messages.more, { count: more })}</span>
              <span className="visually-hidden">{intl.formatMessage(messages.moreLabel, { count: more })}</span>
            </li>
          )}
        </ul>
      )}

      <div className={styles.links}>
        <a className={styles.link} href={directionsUrl(vendor, lang)} target="_blank" rel="noopener noreferrer">
          <RouteIcon size={16} />
          {intl.formatMessage(messages.directions)}
          <span className="visually-hidden"> {newTab}</span>
        </a>
        {vendor.contact.phone && (
          <a className={styles.link} href={telUrl(vendor.contact.phone)}>
            <PhoneIcon size={16} />
            {intl.formatMessage(messages.call)}
            <span className={styles.phone} dir="ltr">
              {vendor.contact.phone}
            </span>
          </a>
        )}
        {vendor.contact.website && (
          <a className={styles.link} href={vendor.contact.website} target="_blank" rel="noopener noreferrer">
            <WebsiteIcon size={16} />
            {intl.formatMessage(messages.website)}
            <span className="visually-hidden"> {newTab}</span>
          </a>
        )}
      </div>
    </article>
  );
}
