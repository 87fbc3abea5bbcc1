// Blog covers and campaign banners: every one is a 1200×630 SVG (public/images/visuals/) with a
// JPEG copy under /images/og/ (npm run og-images) that link previews can show.
import type { Visual } from '../server/content/schemas.js';

export const VISUAL_WIDTH = 1200;
export const VISUAL_HEIGHT = 630;

/** What a page offers link previews (og:image, twitter:image): a site path and its alt text. */
export interface OgImage { path: string; alt: string; width: number; height: number; type: string }

/** The preview copy of a cover or banner. */
export const ogImageOf = (v: Visual): OgImage => ({
  path: v.src.replace(/^\/images\/visuals\/(.+)\.svg$/, '/images/og/$1.jpg'),
  alt: v.alt, width: VISUAL_WIDTH, height: VISUAL_HEIGHT, type: 'image/jpeg',
});

/** Pages without a visual of their own share the brand image; its alt text is a UI string. */
export const defaultOgImage = (alt: string): OgImage => ({ path: '/images/og.png', alt, width: 1200, height: 630, type: 'image/png' });
