import type { Vendor } from '../types';

export const VENDORS: Vendor[] = [];
