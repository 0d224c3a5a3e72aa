// POST /api/calculate and the rules the form checks before calling it (spec §5, §9).
import type { components } from '../../../../lib/api/schema.gen';
import { api } from '../../../../lib/api/client';

export type CalculateRequest = components['schemas']['CalculateRequest'];
/** What this form sends: the kilograms form of the request. */
type KilogramsRequest = { food_wasted_kg: number; cost_per_kg_aed?: number; venue_id?: string } & CalculateRequest;
export type CalculateResponse = components['schemas']['CalculateResponse'];
export type CalculationResults = components['schemas']['CalculationResults'];
export type Assumption = components['schemas']['AssumptionView'];

export const WASTE_MIN_KG = 0;
export const WASTE_MAX_KG = 1000;
export const WASTE_DEFAULT_KG = 50;
export const COST_MAX_AED = 100;
export const COST_HINT_AED = 10;
export const NO_VENUE = 'none';

export interface CalculatorForm {
  venueId: string;
  waste: string;
  cost: string;
}

export type FormProblem = 'invalidWaste' | 'wasteTooHigh' | 'invalidCost';

/** Reads a typed number; blank or anything else than a finite number is NaN. */
function parseAmount(raw: string): number {
  const text = raw.trim();
  return text === '' ? Number.NaN : Number(text);
}

/**
 * The request body for the form, or what is wrong with it. Waste must be above 0 and at most
 * 1000 kg; cost per kg is optional, 0 to 100, and sent only when above 0; the venue only when one
 * is chosen.
 */
export function toRequest(form: CalculatorForm): { body: KilogramsRequest } | { problem: FormProblem } {
  const waste = parseAmount(form.waste);
  if (!Number.isFinite(waste) || waste <= WASTE_MIN_KG) return { problem: 'invalidWaste' };
  if (waste > WASTE_MAX_KG) return { problem: 'wasteTooHigh' };
  const cost = form.cost.trim() === '' ? 0 : parseAmount(form.cost);
  if (!Number.isFinite(cost) || cost < 0 || cost > COST_MAX_AED) return { problem: 'invalidCost' };
  const body: KilogramsRequest = { food_wasted_kg: waste };
  if (cost > 0) body.cost_per_kg_aed = cost;
  if (form.venueId && form.venueId !== NO_VENUE) body.venue_id = form.venueId;
  return { body };
}

export async function calculate(body: CalculateRequest): Promise<CalculateResponse> {
  const { data } = await api.POST('/api/calculate', { body });
  if (!data?.success) throw new Error('Unexpected response');
  return data;
}
