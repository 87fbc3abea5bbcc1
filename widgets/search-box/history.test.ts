// The search panel's history and answer handling: newest first, no duplicates, at most five,
// and nothing stored or received can break the panel or smuggle in an unsafe link.
import { describe, it, expect } from 'vitest';
import { addItem, parseList, readList, remember, searchPageUrl, CLICKED, MAX_ITEMS } from './history.js';

function memoryStore(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return { data, getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
}
const link = (n: number) => ({ title: `T${n}`, url: `/p${n}/` });

describe('history lists', () => {
  it('puts the newest first, drops an earlier copy of the same URL and keeps at most five', () => {
    let list = [1, 2, 3, 4, 5].map(link).reverse(); // T5 newest
    list = addItem(list, link(3));
    expect(list.map((l) => l.title)).toEqual(['T3', 'T5', 'T4', 'T2', 'T1']);
    list = addItem(list, link(6));
    expect(list).toHaveLength(MAX_ITEMS);
    expect(list.map((l) => l.title)).toEqual(['T6', 'T3', 'T5', 'T4', 'T2']);
  });

  it('reads corrupt, foreign or unsafe storage as an empty or cleaned list', () => {
    expect(parseList(null)).toEqual([]);
    expect(parseList('{not json')).toEqual([]);
    expect(parseList('{"title":"a","url":"/a/"}')).toEqual([]);
    expect(parseList(JSON.stringify([null, 7, 'x', { title: 'js', url: 'javascript:alert(1)' }, { title: 'off', url: '//evil.example/' },
      { title: '', url: '/empty/' }, { title: 'ok', url: '/ok/', extra: true }]))).toEqual([{ title: 'ok', url: '/ok/' }]);
  });

  it('remembers into storage and survives storage that throws', () => {
    const store = memoryStore({ [CLICKED]: JSON.stringify([link(1)]) });
    expect(remember(store, CLICKED, link(2))).toEqual([link(2), link(1)]);
    expect(JSON.parse(store.data.get(CLICKED)!)).toEqual([link(2), link(1)]);
    expect(remember(store, CLICKED, { title: 'bad', url: 'javascript:x' })).toEqual([link(2), link(1)]);

    const broken = { getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('full'); } };
    expect(readList(broken, CLICKED)).toEqual([]);
    expect(remember(broken, CLICKED, link(1))).toEqual([link(1)]);
    expect(remember(null, CLICKED, link(1))).toEqual([link(1)]);
  });
});

describe('search URLs', () => {
  it('builds the results-page URL with the term encoded', () => {
    expect(searchPageUrl('/arama/', 'sanal kart&x')).toBe('/arama/?q=sanal%20kart%26x');
  });
});
