// What is searchable, per language, as documents: static pages and their anchored sections,
// every collection's items (each collection says how, in collection-docs.ts), the exchange-rate pages, and the
// representative offices and in-network providers. Each carries the name a visitor sees (the menu name of a page,
// never its SEO <title>) and the section a visitor recognises as its parent.
import type { ContentSource } from '../content/source.js';
import type { Block, NavItem, Site } from '../content/schemas.js';
import type { Router } from '../routes/paths.js';
import { normalizeContentUrl } from '../routes/paths.js';
import { staticPageKeys, type StaticPageKey } from '../routes/route-map.js';
import { collectionNames } from '../content/collections.js';
import { blockConfig } from '../content/blocks/index.js';
import type { SearchDoc } from './search-doc.js';
import { collectionSearch, type ItemSearchDoc, type SearchContext } from './collection-docs.js';
import type { Locale } from '../../shared/locale.js';
import { currencyName, currencySlug, currencyWords, knownCurrencies } from '../rates/currencies.js';

export type { DocKind, SearchDoc } from './search-doc.js';

export type Translate = (source: string, locale: Locale) => string;

const joinText = (...parts: (string | undefined)[]) => parts.filter(Boolean).join(' ');

/** A document with the fields it does not have left empty; its names default to its title. */
const doc = (d: Pick<SearchDoc, 'id' | 'kind' | 'path' | 'title' | 'parentName'> & Partial<SearchDoc>): SearchDoc => ({
  ...d, names: d.names ?? d.title, aliases: d.aliases ?? '', headings: d.headings ?? '', keywords: d.keywords ?? '', description: d.description ?? '', text: d.text ?? '',
});

/** Menu labels by the path (and anchor) they link to: the footer first, it names every page. */
function menuNames(footer: { navbar: { children: { title: string; url: string }[] }[] }, header: NavItem[]): Map<string, string[]> {
  const names = new Map<string, string[]>();
  const add = (url: string, title: string) => {
    if (!url.startsWith('/')) return;
    const key = normalizeContentUrl(url);
    names.set(key, [...(names.get(key) ?? []), title]);
  };
  for (const group of footer.navbar) for (const c of group.children) add(c.url, c.title);
  const walk = (items: NavItem[]) => items.forEach((i) => { add(i.url, i.title); if (i.children) walk(i.children); });
  walk(header);
  return names;
}

/** Before a colon or dash: 'Sanal POS: İnternetten Kartla Ödeme Alın' → 'Sanal POS'. */
const shortTitle = (title: string) => title.split(/\s*(?::|\s[–—-]\s)\s*/)[0] || title;

export async function searchDocuments(content: ContentSource, router: Router, t: Translate, locale: Locale): Promise<SearchDoc[]> {
  const site = await content.getSite();
  const menus = menuNames(await content.getFooter(locale), (await content.getHeader(locale)).headerNavbar);
  const pages = new Map<StaticPageKey, NonNullable<Awaited<ReturnType<ContentSource['getPage']>>>>();
  for (const key of staticPageKeys) {
    const page = await content.getPage(key, locale);
    if (page) pages.set(key, page);
  }
  const pagePath = (key: StaticPageKey) => router.pathFor(key, {}, locale);
  const visibleName = (key: StaticPageKey): string => {
    if (key === 'home') return t('Ana Sayfa', locale);
    const page = pages.get(key);
    return menus.get(pagePath(key))?.[0] ?? (page ? shortTitle(page.title) : key);
  };
  // The section of the site a visitor would say a page belongs to.
  const transfers = t('Para Transferi', locale);
  const cards = t('Kartlar', locale);
  const business = t('Kurumsal', locale);
  const representatives = t('Temsilcilik', locale);
  const parentOf: Partial<Record<StaticPageKey, string>> = {
    freeTransfer: transfers, internationalTransfer: transfers, europeIban: transfers, moneygram: transfers,
    loadMoney: t('Para Yükle', locale),
    prepaidCard: cards, virtualCard: cards, troyCard: cards,
    uniqr: visibleName('uniqr'), uniqrWhat: visibleName('uniqr'),
    corporate: business, virtualPos: business, multiCurrencyPos: business, linkPayment: business, providers: business,
    representative: representatives, becomeRepresentative: representatives, representativeApplication: representatives, offices: representatives,
  };

  const docs: SearchDoc[] = [];
  for (const [key, page] of pages) {
    const path = pagePath(key);
    const name = visibleName(key);
    const blocks = page.blocks.map((b) => ({ block: b, ...blockConfig(b).text({ site, t: (x) => t(x, locale), locale }) }));
    const hero = page.blocks.find((b) => b.type === 'hero');
    docs.push(doc({
      id: `page:${key}`, kind: 'page', path, title: name, parentName: parentOf[key] ?? site.brand,
      names: joinText(name, ...(menus.get(path) ?? []).filter((m) => m !== name)),
      aliases: joinText(page.title, hero?.title),
      headings: blocks.filter((b) => b.block.type !== 'hero').map((b) => joinText(b.title, b.headings)).join(' '),
      keywords: parentOf[key], description: page.description, text: blocks.map((b) => b.text).join(' '),
    }));
    for (const b of blocks) {
      const anchor = b.block.id;
      if (!anchor || !b.title || b.block.type === 'collection' || b.block.type === 'hero') continue;
      // A page without a hero whose first block carries its heading (the calculator's) is that block: one result, not two.
      if (!hero && b === blocks[0]) continue;
      const sectionPath = `${path}#${anchor}`;
      docs.push(doc({
        id: `section:${key}:${anchor}`, kind: 'section', path: sectionPath, title: b.title, parentName: name,
        names: joinText(b.title, ...(menus.get(sectionPath) ?? [])), headings: b.headings, keywords: name, text: b.text,
      }));
    }
  }

  // Every collection says how its items are searched (collection-docs.ts).
  const ctx: SearchContext = { pathFor: (key, params) => router.pathFor(key, params, locale), t: (x) => t(x, locale), pageName: visibleName };
  for (const name of collectionNames) {
    const search = collectionSearch[name] as (item: unknown, c: SearchContext) => ItemSearchDoc[];
    for (const item of await content.list(name, locale)) docs.push(...search(item, ctx).map(doc));
  }
  return [...docs, ...rateDocs(router, (x) => t(x, locale), locale, transfers)];
}

/** The exchange-rate pages: the index, and a page per currency found by its name, code and the words people use. */
function rateDocs(router: Router, t: (s: string) => string, locale: Locale, parentName: string): SearchDoc[] {
  const index = t('Döviz kurları');
  const asked = t('döviz kuru kaç TL Merkez Bankası TCMB');
  return [
    doc({ id: 'page:rates', kind: 'page', path: router.pathFor('rates', {}, locale), title: index, parentName, keywords: asked,
      description: t('Merkez Bankası\'nın döviz kurları ve Unilira\'nın uyguladığı kurlar.') }),
    ...knownCurrencies.map((code) => {
      const name = currencyName(code, locale);
      return doc({
        id: `rates:${code}`, kind: 'page', path: router.pathFor('ratesCurrency', { currency: currencySlug(code, locale) }, locale),
        title: t('{{name}} ({{code}}) kuru').replace('{{name}}', name).replace('{{code}}', code), parentName: index,
        names: joinText(name, code), aliases: currencyWords(code, locale), keywords: asked,
      });
    }),
  ];
}
