// Which page of the site an Umbraco document is, in each language: a page document by its
// route key, a collection item by its collection's detail route and its URL segment in that
// culture. Rich Text local links and Multi URL Picker content links name a document by its id
// or its Umbraco route; both become the site's path in the language being read.
import { createRouter } from '../../routes/paths.js';
import { staticPageKeys, type StaticPageKey } from '../../routes/route-map.js';
import { collections, collectionNames, type CollectionName } from '../collections.js';
import { model, collectionType, type ApiContent, type ApiRoute } from './model.js';
import type { Answers } from './answers.js';
import { LOCALES, type Locale } from '../../../shared/locale.js';

export type LinkTo = (ref: { id?: string | null; route?: ApiRoute | null; path?: string | null }) => string | undefined;
export interface LinkResolver {
  /** The same for two reads whose documents have the same site paths (decoded documents are reused). */
  signature: string;
  linkTo(locale: Locale): LinkTo;
}

const collectionOf = new Map<string, CollectionName>(collectionNames.flatMap((c) => {
  const alias = collectionType(c)?.alias;
  return alias ? [[alias, c] as const] : [];
}));

/** The product word of the site settings, for the route map (its default when the settings are unreadable). */
function productOf(answers: Answers): string {
  const settings = answers.items.get(`/settings/site/|${model.cultures.tr}`);
  try { return String(JSON.parse(String(settings?.properties.siteData)).product ?? ''); } catch { return ''; }
}

/** The site path of one document in one language, from its answer in that language's culture. */
function sitePath(d: ApiContent, locale: Locale, router: ReturnType<typeof createRouter>): string | undefined {
  try {
    if (d.contentType === 'page') {
      const key = d.properties.routeKey as StaticPageKey;
      return staticPageKeys.includes(key) ? router.pathFor(key, {}, locale) : undefined;
    }
    const name = collectionOf.get(d.contentType);
    const slug = d.route.path?.split('/').filter(Boolean).pop();
    if (!name || !slug) return undefined;
    const page = (collections[name].pages as (i: unknown, t: undefined) => { key: StaticPageKey; params: Record<string, string> }[])({ slug, items: [], locale }, undefined)[0];
    return page && router.pathFor(page.key, page.params, locale);
  } catch {
    return undefined; // a route key or slug the route map refuses: no page
  }
}

// The route map compiled once per product word (every read, a change event's too, resolves links).
let compiled: { product: string; router: ReturnType<typeof createRouter> } | undefined;
const routerFor = (product: string) => (compiled?.product === product ? compiled : (compiled = { product, router: createRouter(product) })).router;

export function linkResolver(answers: Answers): LinkResolver {
  const product = productOf(answers);
  let router: ReturnType<typeof createRouter> | undefined;
  try { router = product ? routerFor(product) : undefined; } catch { router = undefined; } // settings the site refuses anyway
  const byId = new Map<string, string>(); // `id|locale` → site path
  const byRoute = new Map<string, string>(); // `culture|route path` → id
  for (const [key, docs] of [...answers.lists, ...[...answers.items].map(([k, d]) => [k, d ? [d] : []] as const)]) {
    const c = key.split('|')[1]!;
    const locale = LOCALES.find((l) => model.cultures[l] === c);
    for (const d of docs) {
      if (d.route.path) byRoute.set(`${c}|${d.route.path}`, d.id);
      const path = router && locale && sitePath(d, locale, router);
      if (path) byId.set(`${d.id}|${locale}`, path);
    }
  }
  const signature = `${product}\n${[...byId].sort().join('\n')}`;
  return {
    signature,
    linkTo: (locale) => (ref) => {
      const routePath = ref.route?.path ?? ref.path;
      const id = ref.id ?? (routePath ? byRoute.get(`${model.cultures[locale]}|${routePath}`) ?? LOCALES.map((l) => byRoute.get(`${model.cultures[l]}|${routePath}`)).find(Boolean) : undefined);
      return id ? byId.get(`${id}|${locale}`) : undefined;
    },
  };
}
