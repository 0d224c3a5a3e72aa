// The learning hub's built-in catalogues: bilingual data files in the frontend, loaded lazily.
import type { City } from '../../components/answer/options';

/** A text in both languages of the product. */
export interface Localized {
  en: string;
  ar: string;
}

interface QuizText {
  question: string;
  options: [string, string, string, string];
  explanation: string;
}

/** One question of the 105-question bank; `fact` is its number in the sourced UAE fact sheet. */
export interface QuizQuestion {
  id: string;
  fact: number;
  correct: 0 | 1 | 2 | 3;
  en: QuizText;
  ar: QuizText;
}

export type ChallengeDifficulty = 'easy' | 'medium' | 'hard';

export interface Challenge {
  id: string;
  title: Localized;
  description: Localized;
  difficulty: ChallengeDifficulty;
  durationDays: number;
  reward: Localized;
  /** Concrete daily or weekly steps, each drawn from the fact sheet. */
  steps: Localized[];
  /** Fact-sheet numbers the steps come from. */
  facts: number[];
}

export type VendorType =
  | 'food_donation_center'
  | 'composting_service'
  | 'surplus_exchange'
  | 'waste_processing'
  | 'community_service'
  | 'food_redistribution';

export interface Coordinates {
  lat: number;
  lng: number;
}

/** A real UAE organisation with only what its sources state: null where they state nothing. */
export interface Vendor {
  id: string;
  name: Localized;
  type: VendorType;
  /** Emirate or city the entry belongs to, for the location line. */
  city: City;
  location: Localized;
  address: Localized | null;
  hours: Localized | null;
  speciality: Localized;
  services: Localized[];
  capacity: Localized | null;
  certification: Localized | null;
  rating: number | null;
  reviews: number | null;
  contact: { phone: string | null; website: string | null };
  coordinates: Coordinates;
  /** Fact-sheet numbers this entry rests on. */
  facts: number[];
}
