// schema.org data for articles: what a structured-data validator asks of a BlogPosting
// (image, publisher with name and logo, author, datePublished and dateModified).
import type { CollectionTypes } from '../content/collections.js';
import type { Site } from '../content/schemas.js';
import { readingMinutes, articleWords } from '../content/reading-time.js';
import { ogImageOf, absoluteImageUrl } from '../../views/visuals.js';

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
