// The rows of the one results list, as a plain list (the server's page) and as the listbox of
// a live search field; answers from the API are checked before they are shown; the server's
// box says what it found.
import { describe, it, expect } from 'vitest';
import { parseHTML } from 'linkedom';
import { renderToString } from 'react-dom/server';
import { SearchResults } from './search-results.js';
import type { ResultRow } from '../../shared/search-result.js';
import { SearchBox, statusText, type SearchBoxProps } from './search-box.js';
import { searchApiUrl, toRows } from './api.js';

const rows: ResultRow[] = [
  { id: 'a', path: '/sanal-kart/', title: 'Sanal Kart', parentName: 'Kartlar', snippet: [{ text: 'İnternette ', mark: false }, { text: 'kartla', mark: true }, { text: ' öde & <b>kazan</b>', mark: false }] },
  { id: 'b', path: '/troy-kart/', title: 'TROY <Kart>', parentName: 'Kartlar', snippet: [] },
];
const labels = { input: 'Sitede ara', placeholder: 'Ne aramıştın?', button: 'Ara', count: '{{count}} sonuç bulundu', noResults: 'Sonuç bulunamadı..', loading: 'Aranıyor…', failed: 'Şu an arama yapılamadı.', retry: 'Yeniden dene' };
/** Elements, attributes (in name order) and text: what a visitor and a stylesheet see. */
const shape = (n: Node): string => n.nodeType === 3 ? n.textContent!.replace(/&/g, '&amp;').replace(/</g, '&lt;') : n.nodeType !== 1 ? '' :
  `<${(n as Element).tagName.toLowerCase()} ${[...(n as Element).attributes].map((a) => `${a.name}=${JSON.stringify(a.value)}`).sort().join(' ')}>${[...n.childNodes].map(shape).join('')}</>`;
const box = (p: Partial<SearchBoxProps> = {}) =>
  parseHTML(`<!doctype html><html><body>${renderToString(<SearchBox id="q" action="/arama/" lang="tr" labels={labels} suggestions={[{ heading: 'Öne çıkanlar', links: [{ title: 'Sanal kart', url: '/sanal-kart/' }] }]} {...p} />)}</body></html>`).document;

describe('one results list', () => {
  const list = (listbox?: { label: string; active: number; hidden: boolean }) =>
    parseHTML(`<!doctype html><html><body>${renderToString(<SearchResults rows={rows} id="list" listbox={listbox} />)}</body></html>`).document;

  it('is a plain list of links on the page, with text kept as text', () => {
    const document = list();
    expect(document.querySelector('[role]')).toBeNull();
    expect([...document.querySelectorAll('a.result')].map((a) => a.getAttribute('href'))).toEqual(['/sanal-kart/', '/troy-kart/']);
    expect(document.querySelectorAll('b')).toHaveLength(0);
    expect(document.querySelector('a[href="/troy-kart/"] .result-title')!.textContent).toBe('TROY <Kart>');
    expect([...document.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['kartla']);
  });

  it('is a listbox of options for a live field, the active one selected, none reachable with Tab', () => {
    const document = list({ label: 'Sitede ara', active: 1, hidden: false });
    const ul = document.getElementById('list')!;
    expect([ul.getAttribute('role'), ul.getAttribute('aria-label'), ul.hasAttribute('hidden')]).toEqual(['listbox', 'Sitede ara', false]);
    const options = [...document.querySelectorAll('[role="option"]')];
    expect(options.map((o) => [o.id, o.getAttribute('aria-selected'), o.getAttribute('tabindex'), o.parentElement!.getAttribute('role')])).toEqual([
      ['list-0', 'false', '-1', 'none'], ['list-1', 'true', '-1', 'none'],
    ]);
    expect(options[1]!.classList.contains('is-active')).toBe(true);
    expect(list({ label: 'x', active: -1, hidden: true }).getElementById('list')!.hasAttribute('hidden')).toBe(true);
  });

  it('hides an empty list', () => {
    expect(box().querySelector('.result-list')!.hasAttribute('hidden')).toBe(true);
  });
});

describe('answers of /api/search', () => {
  it('keeps well-formed rows with site paths and leaves the rest out', () => {
    expect(toRows([])).toEqual([]);
    expect(toRows({ results: 'x' })).toEqual([]);
    expect(toRows({ results: [
      { id: 'a', path: '/a/', title: 'A', parentName: 'P', snippet: [{ text: 'x', mark: 1 }, { text: 'y', mark: true }, 7] },
      { id: 'b', path: 'https://evil.example/', title: 'B', parentName: 'P', snippet: [] },
      { id: 'c', path: '//evil.example/', title: 'C' },
      { id: 'd', path: 'javascript:alert(1)', title: 'D' },
      { id: 'e', path: '/e/', title: 5 },
      { path: '/f/', title: 'F' },
    ] })).toEqual([
      { id: 'a', path: '/a/', title: 'A', parentName: 'P', snippet: [{ text: 'x', mark: false }, { text: 'y', mark: true }] },
      { id: '/f/', path: '/f/', title: 'F', parentName: '', snippet: [] },
    ]);
  });

  it('asks for the term, the language and a filter, encoded', () => {
    const url = new URL(searchApiUrl('sanal & kart', 'en', 'faq'), 'http://x');
    expect(url.pathname).toBe('/api/search');
    expect(Object.fromEntries(url.searchParams)).toEqual({ q: 'sanal & kart', lang: 'en', limit: '20', type: 'faq' });
    expect(new URL(searchApiUrl('x', 'tr'), 'http://x').searchParams.has('type')).toBe(false);
  });
});

describe('the server box', () => {
  it('is a GET form with the term, the count of its results and no suggestions beside results', () => {
    const doc = box({ term: 'kart', rows });
    const form = doc.querySelector('form')!;
    expect([form.getAttribute('method'), form.getAttribute('action')]).toEqual(['get', '/arama/']);
    expect(doc.querySelector('input[name="q"]')!.getAttribute('value')).toBe('kart');
    expect(doc.querySelector('[role="status"]')!.textContent).toBe('2 sonuç bulundu');
    expect(doc.querySelectorAll('.result')).toHaveLength(2);
    expect(doc.querySelector('.search-suggestions')!.hasAttribute('hidden')).toBe(true);
  });

  it('offers suggestions for no term and for no results, and says which', () => {
    expect(box().querySelector('[role="status"]')!.textContent).toBe('');
    expect(box().querySelector('.search-suggestions')!.hasAttribute('hidden')).toBe(false);
    const none = box({ term: 'qqzz' });
    expect(none.querySelector('[role="status"]')!.textContent).toBe('Sonuç bulunamadı..');
    expect([...none.querySelectorAll('.search-suggestions a')].map((a) => a.getAttribute('href'))).toEqual(['/sanal-kart/']);
  });

  it('sends its filter with the form, and is no combobox before it is live', () => {
    const doc = box({ filter: { name: 'tur', value: 'sss', api: 'faq' } });
    expect(doc.querySelector('input[type="hidden"][name="tur"]')!.getAttribute('value')).toBe('sss');
    expect(doc.querySelector('input[name="q"]')!.hasAttribute('role')).toBe(false);
    expect(statusText(labels, 'x', 3)).toBe('3 sonuç bulundu');
  });
});
