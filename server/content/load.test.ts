import { describe, it, expect } from 'vitest';
import { cpSync, mkdtempSync, writeFileSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadContent } from './load.js';
import { checkContentLinks } from './check-links.js';

function withContent(edit: (dir: string) => void): () => unknown {
  return () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'content-'));
    try {
      cpSync('content', dir, { recursive: true });
      edit(dir);
      const bundle = loadContent(dir);
      const problems = checkContentLinks(bundle);
      if (problems.length) throw new Error(problems.join('\n'));
      return bundle;
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
}
const editJson = (dir: string, rel: string, f: (j: any) => void) => {
  const file = path.join(dir, rel);
  const j = JSON.parse(readFileSync(file, 'utf8'));
  f(j);
  writeFileSync(file, JSON.stringify(j));
};

describe('content validation', () => {
  it('accepts the embedded content', () => {
    expect(withContent(() => {})).not.toThrow();
  });
  it('names the file and field of a missing title', () => {
    expect(withContent((d) => editJson(d, 'pages/contact.en.json', (j) => { delete j.blocks[0].title; }))).toThrow('content/pages/contact.en.json: blocks[0].title');
  });
  it('refuses a meta description outside 50–160 characters, naming the file and its length', () => {
    const text = (n: number) => 'Unilira ile ücretsiz para gönder. '.repeat(10).slice(0, n - 1).trimEnd().padEnd(n - 1, 'a') + '.';
    expect(text(161)).toHaveLength(161);
    expect(withContent((d) => editJson(d, 'blog/free-transfer-guide.tr.json', (j) => { j.description = text(161); })))
      .toThrow('content/blog/free-transfer-guide.tr.json: description: 161 characters; a meta description must have 50–160');
    expect(withContent((d) => editJson(d, 'pages/contact.en.json', (j) => { j.description = text(49); })))
      .toThrow('content/pages/contact.en.json: description: 49 characters');
    expect(withContent((d) => editJson(d, 'faq/account-and-verification.tr.json', (j) => { j.description = text(170); })))
      .toThrow('content/faq/account-and-verification.tr.json: description: 170 characters');
    expect(withContent((d) => editJson(d, 'blog/free-transfer-guide.tr.json', (j) => { j.description = text(160); }))).not.toThrow();
    expect(withContent((d) => editJson(d, 'pages/contact.en.json', (j) => { j.description = text(50); }))).not.toThrow();
  });
  it('names a file that is not JSON', () => {
    expect(withContent((d) => writeFileSync(path.join(d, 'site.json'), '{ nope'))).toThrow(/content\/site\.json: not valid JSON/);
  });
  it('names a missing page file', () => {
    expect(withContent((d) => rmSync(path.join(d, 'pages/fees.tr.json')))).toThrow('content/pages/fees.tr.json: file is missing');
  });
  it('refuses an unknown route key in a link', () => {
    expect(withContent((d) => editJson(d, 'pages/home.tr.json', (j) => { j.blocks[0].actions[0].route = 'nowhere'; }))).toThrow(/pages\/home\.tr\.json: blocks\[0\]\.actions\[0\]\.route/);
  });
  it('refuses a link to an anchor that does not exist', () => {
    expect(withContent((d) => editJson(d, 'pages/home.tr.json', (j) => { j.blocks[0].actions[0] = { label: 'x', route: 'loadMoney', hash: 'yok-boyle' }; }))).toThrow(/no block with id "yok-boyle"/);
  });
  it('refuses a page that lacks a section the code links to, and counts a form without an id as its own anchor', () => {
    const renamed = (id: string) => (j: any) => { j.blocks.find((b: any) => b.id === id).id = 'elsewhere'; };
    expect(withContent((d) => editJson(d, 'pages/fees.en.json', renamed('safeguarding')))).toThrow(/the footer's safeguarding link .*"\/en\/fees-and-limits\/#safeguarding": no block with id "safeguarding"/);
    expect(withContent((d) => editJson(d, 'pages/contact.tr.json', renamed('iletisim-formu')))).toThrow(/the business enquiry's link .*no block with id "iletisim-formu"/);
    expect(withContent((d) => editJson(d, 'pages/contact.en.json', (j) => { delete j.blocks.find((b: any) => b.type === 'form').id; }))).not.toThrow();
  });
  it('refuses a menu link to a page that does not exist', () => {
    expect(withContent((d) => editJson(d, 'navigation/header.tr.json', (j) => { j.headerNavbar[2].url = '/kampanyalarr'; }))).toThrow(/header\.tr\.json: menu item .* is not a page/);
  });
  it('refuses an article without its translation', () => {
    expect(withContent((d) => rmSync(path.join(d, 'blog/free-transfer-guide.en.json')))).toThrow(/free-transfer-guide\.tr\.json: has no en twin/);
  });
  it('names the file and field of a bad search synonym', () => {
    expect(withContent((d) => editJson(d, 'search/synonyms.json', (j) => { j.tr[1].alsoSearch = []; }))).toThrow('content/search/synonyms.json: tr[1].alsoSearch');
    expect(withContent((d) => rmSync(path.join(d, 'search/synonyms.json')))).toThrow('content/search/synonyms.json: file is missing');
  });
  it('checks the search suggestions: fields and links', () => {
    expect(withContent((d) => editJson(d, 'search/suggestions.en.json', (j) => { j.links = []; }))).toThrow('content/search/suggestions.en.json: links');
    expect(withContent((d) => editJson(d, 'search/suggestions.tr.json', (j) => { j.links[0].url = '/sikca-sorulan-sorularr/'; }))).toThrow(/suggestions\.tr\.json: "Sıkça sorulan sorular": .*not a page/);
    expect(withContent((d) => rmSync(path.join(d, 'search/suggestions.tr.json')))).toThrow('content/search/suggestions.tr.json: file is missing');
  });
  it('refuses a duplicate slug in one language', () => {
    expect(withContent((d) => editJson(d, 'blog/europe-iban-guide.tr.json', (j) => {
      j.slug = JSON.parse(readFileSync(path.join(d, 'blog/free-transfer-guide.tr.json'), 'utf8')).slug;
    }))).toThrow(/slug .* is already used/);
  });
  it('names the file and field of an office without its English name, or with hours that close before they open', () => {
    expect(withContent((d) => editJson(d, 'offices/kadikoy-merkez.json', (j) => { delete j.name.en; }))).toThrow('content/offices/kadikoy-merkez.json: name.en');
    expect(withContent((d) => editJson(d, 'offices/kadikoy-merkez.json', (j) => { j.hours[0].closes = '08:00'; }))).toThrow('content/offices/kadikoy-merkez.json: hours[0]: opens must be before closes');
  });
  it('keeps both languages of an office or provider in one file, and names a provider category it does not know', () => {
    expect(withContent((d) => writeFileSync(path.join(d, 'offices/yeni.tr.json'), '{}'))).toThrow('content/offices/yeni.tr.json: file name must be {id}.json');
    expect(withContent((d) => editJson(d, 'providers/berraksu-su.json', (j) => { j.category = 'atm'; }))).toThrow('content/providers/berraksu-su.json: category');
  });
});
