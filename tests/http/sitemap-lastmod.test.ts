// Static pages' sitemap lastmod is the content's own `updated` date in both sitemaps, not the
// page file's modification time (which is the deploy's); a page without it is refused, named.
import { describe, it, expect } from 'vitest';
import request from 'supertest';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { testApp, SITE_URL } from '../helpers/app.js';
import { loadContent } from '../../server/content/load.js';

function contentCopy(edit: Record<string, (page: Record<string, unknown>) => void>): string {
  const dir = path.join(mkdtempSync(path.join(tmpdir(), 'lastmod-')), 'content');
  cpSync(path.resolve('content'), dir, { recursive: true });
  for (const [file, change] of Object.entries(edit)) {
    const p = path.join(dir, 'pages', file);
    const page = JSON.parse(readFileSync(p, 'utf8')) as Record<string, unknown>;
    change(page);
    writeFileSync(p, JSON.stringify(page)); // written now: its mtime is today
  }
  return dir;
}

const lastmodOf = (xml: string, pagePath: string) =>
  new RegExp(`<loc>${SITE_URL}${pagePath}</loc>[\\s\\S]*?<lastmod>([^<]+)</lastmod>`).exec(xml)?.[1];

describe('sitemap lastmod of static pages', () => {
  it('is the page content’s updated date, in each language’s sitemap', async () => {
    const contentDir = contentCopy({
      'corporate.tr.json': (p) => (p.updated = '2024-03-15'),
      'corporate.en.json': (p) => (p.updated = '2024-04-01'),
    });
    const { app } = await testApp({ contentDir });
    expect(lastmodOf((await request(app).get('/sitemap.xml')).text, '/kurumsal/')).toBe('2024-03-15');
    expect(lastmodOf((await request(app).get('/en/sitemap.xml')).text, '/en/corporate/')).toBe('2024-04-01');
  });

  it('a page without an updated date stops the start, naming the file and the field', () => {
    const contentDir = contentCopy({ 'aboutUs.tr.json': (p) => delete p.updated });
    expect(() => loadContent(contentDir)).toThrow(/pages\/aboutUs\.tr\.json[\s\S]*updated/);
  });
});
