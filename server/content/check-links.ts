// Cross-file checks that a schema cannot express: every translation has its twin, every
// link in content points at a page that exists, and every anchor at an id on that page.
import type { ContentBundle } from './load.js';
import type { NavItem } from './schemas.js';
import { blockConfig } from './blocks/index.js';
import { createRouter, normalizeContentUrl, type Router } from '../routes/paths.js';
import { staticPageKeys, type StaticPageKey } from '../routes/route-map.js';
import { collections, collectionNames, type ItemPage } from './collections.js';
import { LOCALES, type Locale } from '../../shared/locale.js';
import { FORM_ANCHORS, LIMITS_ANCHOR, SAFEGUARDING_ANCHOR } from '../../shared/anchors.js';
import { blockId } from './block-id.js';

const htmlHrefs = (html: string) => [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!);

type Exists = (url: string, l: Locale) => string | undefined;

function missingTwins(content: ContentBundle): string[] {
  const problems: string[] = [];
  for (const name of collectionNames) {
    const list = content.collections[name] as { translationId: string; locale: string }[];
    for (const item of list) {
      for (const other of LOCALES) {
        if (!list.some((i) => i.translationId === item.translationId && i.locale === other)) {
          problems.push(`content/${collections[name].folder}/${item.translationId}.${item.locale}.json: has no ${other} twin (${item.translationId}.${other}.json)`);
        }
      }
    }
  }
  return problems;
}

/** Whether a local URL is a page of the site in that language (and its anchor a block on it); the problem if not. */
function linkChecker(content: ContentBundle, router: Router): { exists: Exists; ids: (key: StaticPageKey, l: Locale) => Set<string | undefined> } {
  // Every page an item has, per language (drafts too: a link to a draft is not broken).
  const itemPaths = Object.fromEntries(LOCALES.map((l) => [l, new Set(collectionNames.flatMap((name) =>
    (content.collections[name] as { locale: string }[]).filter((i) => i.locale === l)
      .flatMap((i) => (collections[name].pages as (item: unknown, twin: undefined) => ItemPage[])(i, undefined))
      .map((p) => router.pathFor(p.key, p.params, l))))])) as Record<Locale, Set<string>>;
  // A CMS page the site could not use is absent: links to it are reported, never a crash.
  const ids = (key: StaticPageKey, l: Locale) => new Set((content.pages[l][key]?.blocks ?? []).map((b) => blockId(b, l)).filter(Boolean));
  const exists: Exists = (url, l) => {
    const [p, hash] = normalizeContentUrl(url).split('#') as [string, string | undefined];
    const m = router.match(p);
    if (!m) return `"${url}" is not a page of the site`;
    if (m.locale !== l) return `"${url}" is a ${m.locale} page linked from ${l} content`;
    if (Object.keys(m.params).length && !itemPaths[l].has(p)) return `"${url}" names an item that does not exist`;
    if ((staticPageKeys as string[]).includes(m.key) && !content.pages[l][m.key as StaticPageKey]) return `"${url}" is a page the site has no usable version of`;
    if (hash && (staticPageKeys as string[]).includes(m.key) && !ids(m.key as StaticPageKey, l).has(hash)) return `"${url}": no block with id "${hash}" on that page`;
    return undefined;
  };
  return { exists, ids };
}

/** The links and anchors of the static pages' blocks. */
function pageLinkProblems(content: ContentBundle, l: Locale, router: Router, { exists, ids }: ReturnType<typeof linkChecker>): string[] {
  const problems: string[] = [];
  for (const key of staticPageKeys) {
    const file = `content/pages/${key}.${l}.json`;
    const page = content.pages[l][key];
    if (!page) {
      problems.push(`${file}: missing (the site has no usable version of it)`);
      continue;
    }
    page.blocks.forEach((b, i) => {
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
        const p = href.startsWith('/') && exists(href, l);
        if (p) problems.push(`${file}: blocks[${i}]: ${p}`);
      }
    });
  }
  return problems;
}

/** The header's menu, highlights and help link, the footer's columns, the search suggestions, the cookie policy. */
function navigationProblems(content: ContentBundle, l: Locale, exists: Exists): string[] {
  const problems: string[] = [];
  const check = (url: string, where: string) => {
    const p = exists(url, l);
    if (p) problems.push(`${where}: ${p}`);
  };
  const header = `content/navigation/header.${l}.json`;
  const walk = (items: NavItem[]) => {
    for (const it of items) {
      if (it.url) check(it.url, `${header}: menu item "${it.title}"`);
      walk(it.children ?? []);
    }
  };
  walk(content.header[l].headerNavbar);
  for (const h of content.header[l].highlightsItem) check(h.properties.url, `${header}: highlight "${h.properties.title}"`);
  check(content.header[l].helpUrl, `${header}: helpUrl`);
  for (const link of content.searchSuggestions[l].links) check(link.url, `content/search/suggestions.${l}.json: "${link.title}"`);
  check(content.site.cookiePolicyUrl[l], `content/site.json: cookiePolicyUrl.${l}`);
  for (const col of content.footer[l].navbar) {
    for (const c of col.children) check(c.url, `content/navigation/footer.${l}.json: "${col.title}" → "${c.title}"`);
  }
  return problems;
}

function itemHtmlProblems(content: ContentBundle, l: Locale, exists: Exists): string[] {
  const problems: string[] = [];
  for (const name of collectionNames) {
    const html = collections[name].html as (item: unknown) => string[];
    for (const item of (content.collections[name] as { locale: string; translationId: string }[]).filter((i) => i.locale === l)) {
      for (const href of html(item).flatMap(htmlHrefs)) {
        const p = href.startsWith('/') && exists(href, l);
        if (p) problems.push(`content/${collections[name].folder}/${item.translationId}.${l}.json: html: ${p}`);
      }
    }
  }
  return problems;
}

/** The links the code makes itself to a section of a page (shared/anchors.ts). */
function codeLinkProblems(l: Locale, router: Router, exists: Exists): string[] {
  const links: [string, string][] = [
    [`${router.pathFor('fees', undefined, l)}#${SAFEGUARDING_ANCHOR[l]}`, "the footer's safeguarding link"],
    [`${router.pathFor('contact', undefined, l)}#${FORM_ANCHORS.contact[l]}`, "the business enquiry's link"],
    [`${router.pathFor('fees', undefined, l)}#${LIMITS_ANCHOR[l]}`, "the calculator's link to all limits"],
  ];
  return links.flatMap(([url, what]) => {
    const p = exists(url, l);
    return p ? [`${what} (shared/anchors.ts): ${p}`] : [];
  });
}

function redirectProblems(content: ContentBundle, router: Router): string[] {
  return content.redirects.flatMap((r) => [
    ...(r.to.startsWith('/') && !router.match(normalizeContentUrl(r.to).split('#')[0]!) ? [`content/redirects.json: "${r.from}" → "${r.to}" is not a page of the site`] : []),
    ...(router.match(r.from) || router.match(`${r.from}/`) ? [`content/redirects.json: "${r.from}" would hide an existing page`] : []),
  ]);
}

export function checkContentLinks(content: ContentBundle): string[] {
  const router = createRouter(content.site.product);
  const links = linkChecker(content, router);
  return [
    ...missingTwins(content),
    ...LOCALES.flatMap((l) => [...pageLinkProblems(content, l, router, links), ...navigationProblems(content, l, links.exists), ...itemHtmlProblems(content, l, links.exists), ...codeLinkProblems(l, router, links.exists)]),
    ...redirectProblems(content, router),
  ];
}
