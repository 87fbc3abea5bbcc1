// Blog covers and campaign banners: a 1200×630 SVG of the site's (public/images/visuals/) with a
// JPEG copy under /images/og/ (npm run og-images) that link previews can show, or an image from
// the CMS's media library, cut to 1200×630 around its focal point by the CMS's image processor.
import type { Visual } from '../server/content/schemas.js';
import { imageSources, jpegOf, type ImageSources } from './media.js';

export const VISUAL_WIDTH = 1200;
export const VISUAL_HEIGHT = 630;

/** What a page offers link previews (og:image, twitter:image): a site path (or a CMS image's URL) and its alt text. */
export interface OgImage { path: string; alt: string; width: number; height: number; type: string }

/** The sources of a cover or banner up to `maxWidth` wide, in the visuals' 1200×630 frame. */
export const visualSources = (v: Visual, maxWidth: number, sizes: string): ImageSources =>
  imageSources(v.src, maxWidth, sizes, { ratio: VISUAL_HEIGHT / VISUAL_WIDTH, focalPoint: v.focalPoint });

/**
 * The preview copy of a cover or banner: the site's JPEG copy, or the CMS's image as a JPEG
 * (an absolute URL); undefined for a CMS SVG, which link previews cannot show.
 */
export function ogImageOf(v: Visual): OgImage | undefined {
  const path = v.src.startsWith('/') ? v.src.replace(/^\/images\/visuals\/(.+)\.svg$/, '/images/og/$1.jpg') : jpegOf(v.src, VISUAL_WIDTH, VISUAL_HEIGHT, v.focalPoint);
  return path ? { path, alt: v.alt, width: VISUAL_WIDTH, height: VISUAL_HEIGHT, type: 'image/jpeg' } : undefined;
}

/** Pages without a visual of their own share the brand image; its alt text is a UI string. */
export const defaultOgImage = (alt: string): OgImage => ({ path: '/images/og.png', alt, width: 1200, height: 630, type: 'image/png' });

/** An image's absolute URL for crawlers and link previews. */
export const absoluteImageUrl = (path: string, siteUrl: string) => (/^https?:\/\//.test(path) ? path : siteUrl + path);
