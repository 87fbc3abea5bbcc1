// A name as a URL value: a blog category (?kategori=guvenlik), an office's city and district
// (?il=istanbul&ilce=kadikoy). Folded the way search folds (fold.ts), then every run of
// anything but a-z and 0-9 is one hyphen, none at either end. These values are in links people
// keep: a change here changes URLs (slug.test.ts holds today's).

import { fold } from './fold.js';

/** "Para Transferi" → "para-transferi", "İstanbul" → "istanbul", "Şehitkamil" → "sehitkamil". */
export const slugify = (name: string): string => fold(name).replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
