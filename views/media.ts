// Images from the CMS's media library, served as its image processor serves them (Umbraco's
// ImageSharp: `width`, `height`, `rmode=crop` around the editor's focal point `rxy`, `format`):
// a srcset of sizes in WebP instead of the full upload. The site's own files (and any SVG,
// which the processor passes through) are used as they are.
import { CMS_MEDIA } from '../server/content/fields.js';

export interface ImageSources { src: string; srcSet?: string; sizes?: string }
interface Crop { ratio?: number; focalPoint?: { left: number; top: number } }

const WIDTHS = [320, 640, 960, 1200];
const raster = (src: string) => CMS_MEDIA.test(src) && !/\.svg$/i.test(src);

/** One processed copy of a CMS image: `width` wide, cut to `ratio` (height ÷ width) around the focal point. */
export function processed(src: string, width: number, { ratio, focalPoint }: Crop = {}, format = 'webp'): string {
  const q = new URLSearchParams({ width: String(width) });
  if (ratio) {
    q.set('height', String(Math.round(width * ratio)));
    q.set('rmode', 'crop');
    if (focalPoint) q.set('rxy', `${focalPoint.left},${focalPoint.top}`);
  }
  q.set('format', format);
  return `${src}?${q.toString()}`;
}

/** `src`, `srcSet` and `sizes` for an <img>: sized copies up to `maxWidth` for a CMS raster image. */
export function imageSources(src: string, maxWidth: number, sizes: string, crop: Crop = {}): ImageSources {
  if (!raster(src)) return { src };
  const widths = [...WIDTHS.filter((w) => w < maxWidth), maxWidth];
  return { src: processed(src, maxWidth, crop), srcSet: widths.map((w) => `${processed(src, w, crop)} ${w}w`).join(', '), sizes };
}

/** A CMS raster image as a JPEG of exactly width × height (link previews); undefined for anything else. */
export const jpegOf = (src: string, width: number, height: number, focalPoint?: Crop['focalPoint']) =>
  raster(src) ? processed(src, width, { ratio: height / width, focalPoint }, 'jpg') : undefined;
