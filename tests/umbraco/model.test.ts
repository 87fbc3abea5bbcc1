// model.json is the contract with the Umbraco developers: every document type and property
// alias the site reads is in it (and in docs/umbraco.md's table), with the editor whose
// Delivery API shape the mapping expects.
import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { documentsFromContent } from '../../scripts/umbraco-stand-in.js';
import { model } from '../../server/content/umbraco/model.js';

const docs = documentsFromContent('content');
const shapeOf = (v: unknown): string => {
  if (typeof v === 'string') return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/.test(v) ? 'dateTime' : 'string';
  if (Array.isArray(v)) {
    if (v.every((x) => typeof x === 'string')) return 'strings';
    if (v.every((x) => typeof x === 'object' && x && 'url' in x && 'mediaType' in x)) return 'media';
    if (v.every((x) => typeof x === 'object' && x && 'linkType' in x)) return 'links';
    return 'array';
  }
  if (typeof v === 'object' && v) return 'markup' in v ? 'richText' : 'items' in v ? 'blockList' : 'object';
  return typeof v;
};
const editorShapes: Record<string, string[]> = {
  'Umbraco.TextBox': ['string'], 'Umbraco.MultipleTextstring': ['strings'], 'Umbraco.TextArea': ['string'],
  'Umbraco.Integer': ['number'], 'Umbraco.DateTime': ['dateTime'],
  'Umbraco.RichText': ['richText'], 'Umbraco.BlockList': ['blockList'], 'Umbraco.MediaPicker3': ['media'], 'Umbraco.MultiUrlPicker': ['links'],
};

describe('the Umbraco content model', () => {
  it('lists every property of every document type, with an editor whose shape the content has', () => {
    for (const d of docs) {
      const type = model.documentTypes.find((t) => t.alias === d.contentType);
      expect(type, d.contentType).toBeDefined();
      for (const v of Object.values(d.variants)) {
        // Every property of the type is sent, null when empty (as ApiElementBuilder does).
        expect(Object.keys(v.properties).sort(), d.contentType).toEqual(type!.properties.map((p) => p.alias).sort());
        for (const [alias, value] of Object.entries(v.properties)) {
          const p = type!.properties.find((x) => x.alias === alias);
          expect(p, `${d.contentType}.${alias}`).toBeDefined();
          if (value === null) continue;
          expect(editorShapes[p!.editor], `${d.contentType}.${alias}: ${p!.editor}`).toContain(shapeOf(value));
        }
      }
    }
  });

  it('names only editors it explains, and every type is used', () => {
    for (const t of model.documentTypes) {
      for (const p of t.properties) expect(Object.keys(model.editors), `${t.alias}.${p.alias}`).toContain(p.editor);
      expect(docs.some((d) => d.contentType === t.alias), t.alias).toBe(true);
    }
  });

  it('docs/umbraco.md names every document type and property alias', () => {
    const doc = readFileSync('docs/umbraco.md', 'utf8');
    for (const t of model.documentTypes) {
      expect(doc, t.alias).toContain(`\`${t.alias}\``);
      for (const p of t.properties) expect(doc, `${t.alias}.${p.alias}`).toContain(`\`${p.alias}\``);
    }
  });
});
