// Test vendors (not real organisations), for unit and component tests only.
import type { Vendor } from '../types';

const l = (en: string, ar = en) => ({ en, ar });

export function makeVendor(overrides: Partial<Vendor> & Pick<Vendor, 'id'>): Vendor {
  return {
    name: l(`Vendor ${overrides.id}`, `مورد ${overrides.id}`),
    type: 'food_donation_center',
    city: 'dubai',
    location: l('Dubai', 'دبي'),
    address: null,
    hours: null,
    speciality: l('Surplus meals', 'الوجبات الفائضة'),
    services: [],
    capacity: null,
    certification: null,
    rating: null,
    reviews: null,
    contact: { phone: null, website: null },
    coordinates: { lat: 25.2, lng: 55.27 },
    facts: [],
    ...overrides,
  };
}

export const TEST_VENDORS: Vendor[] = [
  makeVendor({
    id: 'a',
    name: l('Alpha Food Bank', 'بنك ألفا للطعام'),
    type: 'food_donation_center',
    location: l('Dubai', 'دبي'),
    address: l('Al Quoz 1, Dubai', 'القوز 1، دبي'),
    services: [l('Donation pickup', 'استلام التبرعات'), l('Meal boxes', 'صناديق الوجبات'), l('Iftar', 'إفطار'), l('Volunteering', 'تطوع')],
    rating: 4.2,
    reviews: 80,
    contact: { phone: '+971 4 000 0000', website: 'https://example.org/alpha' },
    coordinates: { lat: 25.14, lng: 55.23 },
  }),
  makeVendor({
    id: 'b',
    name: l('Compost Co', 'شركة السماد'),
    type: 'composting_service',
    location: l('Sharjah', 'الشارقة'),
    speciality: l('Organic waste to compost', 'تحويل النفايات العضوية إلى سماد'),
    certification: l('ISO 14001', 'آيزو 14001'),
    rating: 4.8,
    reviews: 12,
    coordinates: { lat: 25.35, lng: 55.42 },
  }),
  makeVendor({
    id: 'c',
    name: l('Bread Share', 'تقاسم الخبز'),
    type: 'food_redistribution',
    location: l('Abu Dhabi', 'أبوظبي'),
    speciality: l('Bakery surplus', 'فائض المخابز'),
    services: [l('Fridge network', 'شبكة الثلاجات')],
    coordinates: { lat: 24.45, lng: 54.38 },
  }),
  makeVendor({
    id: 'd',
    name: l('Delta Exchange', 'دلتا للتبادل'),
    type: 'surplus_exchange',
    location: l('Ajman', 'عجمان'),
    rating: 4.8,
    reviews: 40,
    coordinates: { lat: 25.4, lng: 55.51 },
  }),
];
