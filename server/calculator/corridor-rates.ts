// Our rate for each corridor paid in one currency, weekday and weekend, as a quote applies it
// (appliedRate): what a currency's rate page shows beside the Central Bank's figure.
import type { Rates } from '../rates/source.js';
import type { Corridor } from '../content/facts/fees-schema.js';
import { appliedRate } from './quote.js';

export interface CorridorRates { corridor: Corridor; weekday: ReturnType<typeof appliedRate>; weekend: ReturnType<typeof appliedRate> }

/** Our rate for each corridor paid in this currency, on weekdays and at weekends, with its markup. */
export function corridorRates(code: string, rates: Rates, corridors: readonly Corridor[]): CorridorRates[] {
  const figure = rates.rates[code];
  if (!figure) return [];
  return corridors.filter((c) => c.currency === code && c.markup).map((c) => ({
    corridor: c,
    weekday: appliedRate(figure, c.markup!.weekday, rates.bulletin),
    weekend: appliedRate(figure, c.markup!.weekend, rates.bulletin),
  }));
}
