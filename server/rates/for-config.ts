// One rates source per configuration, made at its first use: the calculator's page and API
// reach it from the site's config alone, so the site's assembly (server/site.ts) stays as it is.
// Making it also starts reading the destinations' holidays ahead, in the background.
import type { Config } from '../config.js';
import { createRatesSource, type RatesSource } from './source.js';
import { createLogger } from '../logger.js';

const sources = new WeakMap<Config, RatesSource>();

export function ratesFor(config: Config): RatesSource {
  let s = sources.get(config);
  if (!s) sources.set(config, (s = createRatesSource(config.rates, createLogger(config.logLevel))));
  return s;
}
