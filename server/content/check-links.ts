// Cross-file checks that a schema cannot express: every translation has its twin, every
// link in content points at a page that exists, and every anchor at an id on that page.
import type { ContentBundle } from './load.js';
import { locales, type Locale, type NavItem } from './schemas.js';
import { blockConfig } from './blocks/index.js';
import { createRouter, normalizeContentUrl } from '../routes/paths.js';
import { staticPageKeys, type StaticPageKey } from '../routes/route-map.js';
import { collections, collectionNames, type ItemPage } from './collections.js';

const htmlHrefs = (html: string) => [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!);

export function checkContentLinks(content: ContentBundle): string[] {
  const problems: string[] = [];
  const router = createRouter(content.site.product);

  for (const name of collectionNames) {
    const list = content.collections[name] as { translationId: string; locale: string }[];
    for (const item of list) {
      for (const other of locales) {
        if (!list.some((i) => i.translationId === item.translationId && i.locale === other)) {
          problems.push(`content/${collections[name].folder}/${item.translationId}.${item.locale}.json: has no ${other} twin (${item.translationId}.${other}.json)`);
        }
      }
    }
  }

  // Every page an item has, per language (drafts too: a link to a draft is not broken).
  const itemPaths = Object.fromEntries(locales.map((l) => [l, new Set(collectionNames.flatMap((name) =>
    (content.collections[name] as { locale: string }[]).filter((i) => i.locale === l)
      .flatMap((i) => (collections[name].pages as (item: unknown, twin: undefined) => ItemPage[])(i, undefined))
      .map((p) => router.pathFor(p.key, p.params, l))))])) as Record<Locale, Set<string>>;

  // Ids present on each static page, per language.
  const ids = (key: StaticPageKey, l: Locale) => new Set(content.pages[l][key].blocks.map((b) => b.id).filter(Boolean));
  // Which static page a local path is, if any (collection pages are checked by existence).
  const exists = (url: string, l: Locale): string | undefined => {
    const [p, hash] = normalizeContentUrl(url).split('#') as [string, string | undefined];
    const m = router.match(p);
    if (!m) return `"${url}" is not a page of the site`;
    if (m.locale !== l) return `"${url}" is a ${m.locale} page linked from ${l} content`;
    if (Object.keys(m.params).length && !itemPaths[l].has(p)) return `"${url}" names an item that does not exist`;
    if (hash && (staticPageKeys as string[]).includes(m.key) && !ids(m.key as StaticPageKey, l).has(hash)) return `"${url}": no block with id "${hash}" on that page`;
    return undefined;
  };

  for (const l of locales) {
    for (const key of staticPageKeys) {
      const file = `content/pages/${key}.${l}.json`;
      content.pages[l][key].blocks.forEach((b, i) => {
        for (const link of blockConfig(b).links()) {
          if (!link.route) continue;
          if (!(staticPageKeys as string[]).includes(link.route)) {
            let path: string | undefined;
            try { path = router.pathFor(link.route, link.params, l); } catch (e) { problems.push(`${file}: blocks[${i}]: ${(e as Error).message}`); continue; }
            const p = exists(path, l);
            if (p) problems.push(`${file}: blocks[${i}]: ${p}`);
            continue;
          }
          if (link.hash && !ids(link.route as StaticPageKey, l).has(link.hash)) {
            problems.push(`${file}: blocks[${i}] links to ${link.route}#${link.hash}, but that page has no block with id "${link.hash}"`);
          }
        }
        for (const href of blockConfig(b).html().flatMap(htmlHrefs)) {
          if (!href.startsWith('/')) continue;
          const p = exists(href, l);
          if (p) problems.push(`${file}: blocks[${i}]: ${p}`);
        }
      });
    }
    const walk = (items: NavItem[], file: string) => {
      for (const it of items) {
        if (it.url) {
          const p = exists(it.url, l);
          if (p) problems.push(`${file}: menu item "${it.title}": ${p}`);
        }
        walk(it.children ?? [], file);
      }
    };
    walk(content.header[l].headerNavbar, `content/navigation/header.${l}.json`);
    for (const h of content.header[l].highlightsItem) {
      const p = exists(h.properties.url, l);
      if (p) problems.push(`content/navigation/header.${l}.json: highlight "${h.properties.title}": ${p}`);
    }
    for (const link of content.searchSuggestions[l].links) {
      const p = exists(link.url, l);
      if (p) problems.push(`content/search/suggestions.${l}.json: "${link.title}": ${p}`);
    }
    const cookie = exists(content.site.cookiePolicyUrl[l], l);
    if (cookie) problems.push(`content/site.json: cookiePolicyUrl.${l}: ${cookie}`);
    const help = exists(content.header[l].helpUrl, l);
    if (help) problems.push(`content/navigation/header.${l}.json: helpUrl: ${help}`);
    for (const col of content.footer[l].navbar) {
      for (const c of col.children) {
        const p = exists(c.url, l);
        if (p) problems.push(`content/navigation/footer.${l}.json: "${col.title}" → "${c.title}": ${p}`);
      }
    }
    for (const name of collectionNames) {
      const html = collections[name].html as (item: unknown) => string[];
      for (const item of (content.collections[name] as { locale: string; translationId: string }[]).filter((i) => i.locale === l)) {
        for (const href of html(item).flatMap(htmlHrefs)) {
          if (!href.startsWith('/')) continue;
          const p = exists(href, l);
          if (p) problems.push(`content/${collections[name].folder}/${item.translationId}.${l}.json: html: ${p}`);
        }
      }
    }
  }
  for (const r of content.redirects) {
    if (r.to.startsWith('/') && !router.match(normalizeContentUrl(r.to).split('#')[0]!)) problems.push(`content/redirects.json: "${r.from}" → "${r.to}" is not a page of the site`);
    if (router.match(r.from) || router.match(`${r.from}/`)) problems.push(`content/redirects.json: "${r.from}" would hide an existing page`);
  }
  return problems;
}
