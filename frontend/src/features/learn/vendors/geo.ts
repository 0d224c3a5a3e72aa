// Distances for the vendor directory: great-circle (haversine) kilometres from the visitor's
// origin, a city centre or the browser's own position.
import type { City } from '../../../components/answer/options';
import type { Coordinates } from '../types';

const EARTH_RADIUS_KM = 6371.0088;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance between two points, in kilometres. */
export function haversineKm(a: Coordinates, b: Coordinates): number {
  const dLat = radians(b.lat - a.lat);
  const dLng = radians(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The centre of each emirate's main city (its downtown), rounded to about 100 m. */
export const CITY_CENTRES: Record<City, Coordinates> = {
  abu_dhabi: { lat: 24.4539, lng: 54.3773 },
  dubai: { lat: 25.2048, lng: 55.2708 },
  sharjah: { lat: 25.3463, lng: 55.4209 },
  ajman: { lat: 25.4052, lng: 55.5136 },
  umm_al_quwain: { lat: 25.5647, lng: 55.5552 },
  ras_al_khaimah: { lat: 25.7895, lng: 55.9432 },
  fujairah: { lat: 25.1288, lng: 56.3265 },
};

export const DEFAULT_ORIGIN_CITY: City = 'dubai';
