// Where distances are measured from: a city centre (Dubai by default) or, when the visitor asks
// and allows it, the browser's own position.
import { useCallback, useState } from 'react';

import type { City } from '../../../components/answer/options';
import type { Coordinates } from '../types';
import { CITY_CENTRES, DEFAULT_ORIGIN_CITY } from './geo';

export type LocateStatus = 'idle' | 'locating' | 'located' | 'denied' | 'unavailable' | 'unsupported';

export interface Origin {
  city: City;
  /** The browser's position while it is the origin, else null. */
  device: Coordinates | null;
  status: LocateStatus;
  coordinates: Coordinates;
}

export function useOrigin() {
  const [city, setCityState] = useState<City>(DEFAULT_ORIGIN_CITY);
  const [device, setDevice] = useState<Coordinates | null>(null);
  const [status, setStatus] = useState<LocateStatus>('idle');

  const setCity = useCallback((next: City) => {
    setCityState(next);
    setDevice(null);
    setStatus('idle');
  }, []);

  const locate = useCallback(() => {
    const geo = typeof navigator !== 'undefined' ? navigator.geolocation : undefined;
    if (!geo) {
      setStatus('unsupported');
      return;
    }
    setStatus('locating');
    geo.getCurrentPosition(
      (position) => {
        setDevice({ lat: position.coords.latitude, lng: position.coords.longitude });
        setStatus('located');
      },
      (error) => {
        setDevice(null);
        setStatus(error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable');
      },
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 5 * 60_000 },
    );
  }, []);

  const origin: Origin = { city, device, status, coordinates: device ?? CITY_CENTRES[city] };
  return { origin, setCity, locate };
}
