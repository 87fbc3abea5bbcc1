import { describe, it, expect } from 'vitest';
import { parseHTML } from 'linkedom';
import { renderToString } from 'react-dom/server';
import { LiveSearch, searchUrl, withoutTr, type LiveSearchProps } from './live-search.js';

const labels = { input: 'Sitede ara', placeholder: 'Para Gönder', button: 'Ara', noResults: 'Sonuç bulunamadı..', loading: 'Aranıyor…', count: '{{count}} sonuç bulundu' };
const render = (p: Partial<LiveSearchProps>) =>
  parseHTML(`<div>${renderToString(<LiveSearch action="/arama/" lang="tr" term="" results={[]} labels={labels} {...p} />)}</div>`).document;

describe('live search helpers', () => {
  it('asks the search endpoint with the term encoded', () => {
    const url = new URL(searchUrl('sanal & kart', 'tr'), 'http://x');
    expect(url.pathname).toBe('/api/umbraco');
    expect(Object.fromEntries(url.searchParams)).toEqual({ endpoint: '/SearchApi/Search', searchTerm: 'sanal & kart', lang: 'tr' });
  });
  it('drops the /tr prefix of result paths only', () => {
    expect(withoutTr('/tr/sanal-kart/')).toBe('/sanal-kart/');
    expect(withoutTr('/tr')).toBe('/');
    expect(withoutTr('/troy-kart/')).toBe('/troy-kart/');
    expect(withoutTr('/en/virtual-card/')).toBe('/en/virtual-card/');
  });
});

describe('LiveSearch server markup', () => {
  it('is a GET form with the server results and their count for ?q=', () => {
    const doc = render({ term: 'kart', results: [{ id: '1', path: '/sanal-kart/', title: 'Sanal Kart', parentName: 'Bireysel' }] });
    const form = doc.querySelector('form')!;
    expect([form.getAttribute('method'), form.getAttribute('action')]).toEqual(['get', '/arama/']);
    expect(doc.querySelector('input[name="q"]')!.getAttribute('value')).toBe('kart');
    expect(doc.querySelector('[role="status"]')!.textContent).toBe('1 sonuç bulundu');
    const link = doc.querySelector('a.result')!;
    expect([link.getAttribute('href'), link.textContent]).toEqual(['/sanal-kart/', 'BireyselSanal Kart']);
  });
  it('says when a term found nothing, and says nothing without a term', () => {
    expect(render({ term: 'zzz' }).querySelector('[role="status"]')!.textContent).toBe('Sonuç bulunamadı..');
    expect(render({}).querySelector('[role="status"]')!.textContent).toBe('');
  });
});
