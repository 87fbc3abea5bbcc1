// schema.org data: for articles, what a structured-data validator asks of a BlogPosting (image,
// publisher with name and logo, author, datePublished and dateModified); for exchange rates, the
// published figure and ours.
import type { CollectionTypes } from '../content/collections.js';
import type { Site } from '../content/schemas.js';
import { readingMinutes, articleWords } from '../content/reading-time.js';
import { ogImageOf, absoluteImageUrl } from '../../views/visuals.js';
import { RATE_SCALE, type CurrencyRate } from '../rates/tcmb-xml.js';
import type { CorridorRates } from '../calculator/corridor-rates.js';
import { decimalText } from '../../shared/format.js';

/** The publisher: the company, with a square raster logo (search engines do not take SVG logos). */
export const publisherJsonLd = (site: Site, siteUrl: string) => ({
  '@type': 'Organization',
  name: site.brand,
  legalName: site.legalName,
  url: `${siteUrl}/`,
  logo: { '@type': 'ImageObject', url: `${siteUrl}/images/icon-512.png`, width: 512, height: 512 },
});

export function blogPostingJsonLd(post: CollectionTypes['blog'], site: Site, siteUrl: string, url: string) {
  const image = ogImageOf(post.cover);
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.description,
    ...(image ? { image: [{ '@type': 'ImageObject', url: absoluteImageUrl(image.path, siteUrl), width: image.width, height: image.height, caption: image.alt }] } : {}),
    datePublished: post.date,
    dateModified: post.updated,
    // Articles are signed by a team, not a person: the author is an organization.
    author: { '@type': 'Organization', name: post.author, url: `${siteUrl}/` },
    publisher: publisherJsonLd(site, siteUrl),
    articleSection: post.category,
    wordCount: articleWords(post.html, post.locale),
    timeRequired: `PT${readingMinutes(post.html, post.locale)}M`,
    inLanguage: post.locale,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
  };
}

/**
 * A currency's rates as schema.org ExchangeRateSpecifications: the Central Bank's forex selling
 * rate, and ours per corridor on weekdays, with the spread over it in lira. Prices are TRY per
 * the bulletin's unit (100 JPY), as published.
 */
export function exchangeRateJsonLd(code: string, figure: CurrencyRate, applied: CorridorRates[], siteUrl: string) {
  const price = (rate: bigint, validFrom: string) => ({
    '@type': 'UnitPriceSpecification', price: decimalText(rate, RATE_SCALE), priceCurrency: 'TRY', validFrom,
    referenceQuantity: { '@type': 'QuantitativeValue', value: figure.unit, unitText: code },
  });
  const spec = (name: string, rate: bigint, extra: object = {}) => ({ '@type': 'ExchangeRateSpecification', name, currency: code, currentExchangeRate: price(rate, figure.date), ...extra });
  return {
    '@context': 'https://schema.org',
    '@graph': [
      spec(`TCMB ${figure.bulletin ?? figure.date} ForexSelling`, figure.selling),
      ...applied.map((a) => spec(`${a.corridor.id} weekday`, a.weekday.applied, {
        exchangeRateSpread: { '@type': 'MonetaryAmount', currency: 'TRY', value: decimalText(a.weekday.applied - a.weekday.reference, RATE_SCALE) },
        provider: { '@type': 'Organization', url: `${siteUrl}/` },
      })),
    ],
  };
}
