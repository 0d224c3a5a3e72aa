// An offline map of the United Arab Emirates: the seven emirates' real outlines (Natural Earth,
// see emirates-paths.ts), their names in the page's language, one focusable pin per entry and the
// visitor's origin. Nothing is fetched at run time. Maps never mirror: the drawing stays
// left-to-right in Arabic too (CSS direction: ltr), only the labels change language.
import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';

import { EMIRATE_IDS, EMIRATE_PATHS, MAP_VIEW, NEIGHBOUR_PATHS, NEUTRAL_PATHS, type EmirateId } from './emirates-paths';
import styles from './emirates-map.module.css';

export interface MapPin {
  id: string;
  lat: number;
  lng: number;
  label: string;
}

export interface MapOrigin {
  lat: number;
  lng: number;
  label: string;
}

interface Props {
  pins: MapPin[];
  selectedId?: string | null;
  onSelect?: (id: string) => void;
  origin?: MapOrigin | null;
  /** The map's accessible name. */
  title: string;
}

const emirateNames: Record<EmirateId, MessageDescriptor> = defineMessages({
  abu_dhabi: { id: 'learn.map.emirate.abuDhabi', defaultMessage: 'Abu Dhabi' },
  dubai: { id: 'learn.map.emirate.dubai', defaultMessage: 'Dubai' },
  sharjah: { id: 'learn.map.emirate.sharjah', defaultMessage: 'Sharjah' },
  ajman: { id: 'learn.map.emirate.ajman', defaultMessage: 'Ajman' },
  umm_al_quwain: { id: 'learn.map.emirate.ummAlQuwain', defaultMessage: 'Umm Al Quwain' },
  ras_al_khaimah: { id: 'learn.map.emirate.rasAlKhaimah', defaultMessage: 'Ras Al Khaimah' },
  fujairah: { id: 'learn.map.emirate.fujairah', defaultMessage: 'Fujairah' },
});

/** Projects degrees to the map's SVG units (equirectangular, longitude scaled by cos 24.5°). */
export function project(lat: number, lng: number): { x: number; y: number } {
  return {
    x: (lng - MAP_VIEW.west) * MAP_VIEW.lngScale * MAP_VIEW.unitsPerDegree,
    y: (MAP_VIEW.north - lat) * MAP_VIEW.unitsPerDegree,
  };
}

interface LabelSpot {
  /** Where the name is written. */
  at: { lat: number; lng: number };
  /** Where it is written when the map is narrow (a phone) and names take more room. */
  atNarrow?: { lat: number; lng: number };
  anchor: 'start' | 'middle' | 'end';
  /** For emirates too small to hold their name: the point inside the emirate a thin line leads to. */
  leadsTo?: { lat: number; lng: number };
  large?: boolean;
}

/**
 * Hand-placed names: the two large emirates inside their outline, the small ones out at sea with
 * a thin line to their land (spaced further apart on a narrow map). Fujairah's name sits in the
 * Gulf of Oman, ending at the map's right edge.
 */
const LABELS: Record<EmirateId, LabelSpot> = {
  abu_dhabi: { at: { lat: 23.45, lng: 53.75 }, anchor: 'middle', large: true },
  dubai: { at: { lat: 24.86, lng: 55.36 }, atNarrow: { lat: 24.7, lng: 55.38 }, anchor: 'middle', large: true },
  sharjah: { at: { lat: 25.5, lng: 55.1 }, atNarrow: { lat: 25.3, lng: 54.7 }, anchor: 'end', leadsTo: { lat: 25.22, lng: 55.62 } },
  ajman: { at: { lat: 25.66, lng: 55.22 }, atNarrow: { lat: 25.55, lng: 54.85 }, anchor: 'end', leadsTo: { lat: 25.41, lng: 55.52 } },
  umm_al_quwain: { at: { lat: 25.83, lng: 55.36 }, atNarrow: { lat: 25.8, lng: 55.0 }, anchor: 'end', leadsTo: { lat: 25.52, lng: 55.68 } },
  ras_al_khaimah: { at: { lat: 26.02, lng: 55.55 }, atNarrow: { lat: 26.05, lng: 55.15 }, anchor: 'end', leadsTo: { lat: 25.82, lng: 55.99 } },
  fujairah: { at: { lat: 25.62, lng: MAP_VIEW.east }, anchor: 'end', leadsTo: { lat: 25.42, lng: 56.26 } },
};

/** Above this many SVG units per screen pixel the map counts as narrow. */
const NARROW = 2.2;

/** Sizes in screen pixels; turned into SVG units for the map's rendered width. */
const PX = { pin: 7, pinSelected: 9, hit: 14, origin: 6, font: 12, fontNarrow: 11, fontLarge: 14, gap: 3 };

const inFrame = (lat: number, lng: number) =>
  lat >= MAP_VIEW.south && lat <= MAP_VIEW.north && lng >= MAP_VIEW.west && lng <= MAP_VIEW.east;

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/**
 * Where each pin is drawn: at its point, or, when several share a point (a city centre), spread
 * evenly on a small ring around it so every pin stays visible and clickable. `radius` is the
 * pin's radius in SVG units.
 */
export function spreadPins(pins: MapPin[], radius: number): Map<string, { x: number; y: number }> {
  const groups = new Map<string, MapPin[]>();
  for (const pin of pins) {
    const key = `${pin.lat.toFixed(3)},${pin.lng.toFixed(3)}`;
    groups.set(key, [...(groups.get(key) ?? []), pin]);
  }
  const spots = new Map<string, { x: number; y: number }>();
  for (const group of groups.values()) {
    const first = group[0]!;
    const centre = project(clamp(first.lat, MAP_VIEW.south, MAP_VIEW.north), clamp(first.lng, MAP_VIEW.west, MAP_VIEW.east));
    if (group.length === 1) {
      spots.set(first.id, centre);
      continue;
    }
    // A ring whose circumference fits every pin side by side, never tighter than the pins.
    const ring = Math.max(radius * 1.6, (group.length * (2 * radius + radius * 0.5)) / (2 * Math.PI));
    group.forEach((pin, index) => {
      const angle = -Math.PI / 2 + (2 * Math.PI * index) / group.length;
      spots.set(pin.id, { x: centre.x + ring * Math.cos(angle), y: centre.y + ring * Math.sin(angle) });
    });
  }
  // Neighbouring cities (Sharjah, Ajman, Dubai) are close at this scale: nudge apart any pins
  // that still overlap, a few deterministic rounds.
  const all = [...spots.values()];
  const least = 2 * radius + radius * 0.4;
  for (let round = 0; round < 40; round += 1) {
    let moved = false;
    for (let i = 0; i < all.length; i += 1) {
      for (let j = i + 1; j < all.length; j += 1) {
        const a = all[i]!;
        const b = all[j]!;
        const dx = b.x - a.x;
        const dy = b.y - a.y;
        const distance = Math.hypot(dx, dy);
        if (distance >= least) continue;
        // Two pins on the very same spot part along a fixed direction.
        const [ux, uy] = distance > 1e-6 ? [dx / distance, dy / distance] : [1, 0];
        const push = (least - distance) / 2 + 0.01;
        a.x -= ux * push;
        a.y -= uy * push;
        b.x += ux * push;
        b.y += uy * push;
        moved = true;
      }
    }
    if (!moved) break;
  }
  return spots;
}

/** SVG units per screen pixel at the map's current width (1 until it has been measured). */
function useUnitsPerPixel(ref: RefObject<SVGSVGElement | null>) {
  const [scale, setScale] = useState(1);
  // Measured before paint, so pins and names never flash at the wrong size.
  useLayoutEffect(() => {
    const svg = ref.current;
    if (!svg || typeof ResizeObserver === 'undefined') return undefined;
    const measure = () => {
      const width = svg.getBoundingClientRect().width;
      if (width > 0) setScale(MAP_VIEW.width / width);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(svg);
    return () => observer.disconnect();
  }, [ref]);
  return scale;
}

export function EmiratesMap({ pins, selectedId = null, onSelect, origin = null, title }: Props) {
  const intl = useIntl();
  const titleId = useId();
  const svgRef = useRef<SVGSVGElement>(null);
  const unit = useUnitsPerPixel(svgRef);
  const r = PX.pin * unit;
  const spots = spreadPins(pins, r);
  const selected = pins.find((pin) => pin.id === selectedId) ?? null;
  const selectedSpot = selected ? spots.get(selected.id) : undefined;
  const originSpot = origin && inFrame(origin.lat, origin.lng) ? project(origin.lat, origin.lng) : null;

  const choose = (id: string) => onSelect?.(id);
  const onKey = (event: KeyboardEvent<SVGGElement>, id: string) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      choose(id);
    }
  };

  return (
    <svg
      ref={svgRef}
      className={styles.map}
      viewBox={`0 0 ${MAP_VIEW.width} ${MAP_VIEW.height}`}
      preserveAspectRatio="xMidYMid meet"
      role="group"
      aria-labelledby={titleId}
    >
      <title id={titleId}>{title}</title>
      <g aria-hidden="true">
        <rect className={styles.sea} width={MAP_VIEW.width} height={MAP_VIEW.height} />
        {NEIGHBOUR_PATHS.map((d, index) => (
          <path key={index} className={styles.neighbour} d={d} />
        ))}
        {NEUTRAL_PATHS.map((d, index) => (
          <path key={index} className={styles.neutral} d={d} />
        ))}
        {EMIRATE_IDS.map((id) => (
          <path key={id} className={styles.emirate} data-emirate={id} d={EMIRATE_PATHS[id]} />
        ))}
        {EMIRATE_IDS.map((id) => {
          const spot = LABELS[id];
          const place = unit > NARROW && spot.atNarrow ? spot.atNarrow : spot.at;
          const gap = PX.gap * unit;
          const at = project(place.lat, place.lng);
          // A name ending at the right edge keeps a small margin inside the frame.
          if (at.x >= MAP_VIEW.width) at.x = MAP_VIEW.width - 2 * gap;
          const size = (spot.large ? PX.fontLarge : unit > NARROW ? PX.fontNarrow : PX.font) * unit;
          const to = spot.leadsTo ? project(spot.leadsTo.lat, spot.leadsTo.lng) : null;
          // The line leaves from the name's end beside it, or from under it when the land lies back
          // under the name (Fujairah's, which ends at the right edge).
          const beside = to !== null && to.x > at.x;
          const line = beside ? { x: at.x + gap, y: at.y - size * 0.35 } : { x: at.x - gap, y: at.y + gap };
          return (
            <g key={id}>
              {to && (
                <>
                  <line className={styles.leader} x1={line.x} y1={line.y} x2={to.x} y2={to.y} strokeWidth={unit} />
                  <circle className={styles.leaderEnd} cx={to.x} cy={to.y} r={1.8 * unit} />
                </>
              )}
              <text
                className={spot.large ? `${styles.label} ${styles.labelLarge}` : styles.label}
                x={at.x}
                y={at.y}
                textAnchor={spot.anchor}
                fontSize={size}
                strokeWidth={3 * unit}
              >
                {intl.formatMessage(emirateNames[id])}
              </text>
            </g>
          );
        })}
      </g>

      {originSpot && origin && (
        <g className={styles.origin} role="img" aria-label={origin.label}>
          <title>{origin.label}</title>
          <circle className={styles.originHalo} cx={originSpot.x} cy={originSpot.y} r={PX.origin * 2 * unit} />
          <circle className={styles.originDot} cx={originSpot.x} cy={originSpot.y} r={PX.origin * unit} strokeWidth={2 * unit} />
        </g>
      )}

      <g>
        {pins.map((pin) => {
          const spot = spots.get(pin.id)!;
          const isSelected = pin.id === selectedId;
          return (
            <g
              key={pin.id}
              className={isSelected ? `${styles.pin} ${styles.pinSelected}` : styles.pin}
              data-pin={pin.id}
              role="button"
              tabIndex={0}
              aria-label={pin.label}
              aria-pressed={isSelected}
              onClick={() => choose(pin.id)}
              onKeyDown={(event) => onKey(event, pin.id)}
            >
              <title>{pin.label}</title>
              <circle className={styles.hit} cx={spot.x} cy={spot.y} r={PX.hit * unit} />
              <circle className={styles.focusRing} cx={spot.x} cy={spot.y} r={(PX.pin + 4) * unit} strokeWidth={2 * unit} />
              <circle className={styles.pinDot} cx={spot.x} cy={spot.y} r={r} strokeWidth={2 * unit} />
            </g>
          );
        })}
      </g>

      {selected && selectedSpot && (
        // The chosen pin again, on top of its neighbours, with its name beside it (not on a phone,
        // where names would cover each other; the card below the map names it there).
        <g className={styles.selectedOverlay} aria-hidden="true">
          <circle className={styles.selectedDot} cx={selectedSpot.x} cy={selectedSpot.y} r={PX.pinSelected * unit} strokeWidth={2.5 * unit} />
          {unit <= NARROW && (
            <text
              className={styles.selectedLabel}
              x={clamp(selectedSpot.x, 0, MAP_VIEW.width)}
              y={selectedSpot.y - (PX.pinSelected + 6) * unit}
              textAnchor={selectedSpot.x > MAP_VIEW.width * 0.7 ? 'end' : selectedSpot.x < MAP_VIEW.width * 0.3 ? 'start' : 'middle'}
              fontSize={PX.font * unit}
              strokeWidth={3 * unit}
            >
              {selected.label}
            </text>
          )}
        </g>
      )}
    </svg>
  );
}
