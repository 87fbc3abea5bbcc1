// Inter as the build reads it: the fontsource package's woff2 files, unpacked (wawoff2) for
// harfbuzz. Used by the typeface cut (build-assets.mjs) and the SVG text outliner (svg-outline.mjs).
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as hb from 'harfbuzzjs';
import { decompress } from 'wawoff2';

const FILES = path.join(path.dirname(createRequire(import.meta.url).resolve('@fontsource-variable/inter/package.json')), 'files');

/** Where one of the package's files is, such as "inter-latin-wght-normal.woff2". */
export const interPath = (name) => path.join(FILES, name);

/** The bytes of one of the package's files. */
export const interFile = (name) => readFileSync(interPath(name));

/** A woff2 file as harfbuzz reads it (its characters, axes, features and glyphs). */
export async function openFace(woff2) {
  return new hb.Face(new hb.Blob(await decompress(woff2)));
}
