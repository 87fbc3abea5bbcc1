// Compiles the route map once (with the product word filled in) into matchers and path
// builders. Fails at start-up on a duplicate path, so two keys can never shadow each other.
import { routeMap, type RouteKey } from './route-map.js';
import { LOCALES, type Locale } from '../../shared/locale.js';
import { withoutTrPrefix } from '../../shared/site-rules.js';

export type Params = Record<string, string>;
export interface RouteMatch {
  key: RouteKey;
  locale: Locale;
  params: Params;
}

interface Compiled {
  key: RouteKey;
  locale: Locale;
  pattern: string;
  regex: RegExp;
  names: string[];
}

export interface Router {
  match(pathname: string): RouteMatch | undefined;
  /** One argument order everywhere (views too): route key, params, then the language. */
  pathFor(key: RouteKey, params: Params | undefined, locale: Locale): string;
  patterns(): { key: RouteKey; locale: Locale; pattern: string }[];
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function createRouter(product: string, map: Record<string, { tr: string; en: string }> = routeMap): Router {
  const compiled: Compiled[] = [];
  const byPath = new Map<string, string>();
  for (const key of Object.keys(map) as RouteKey[]) {
    for (const locale of LOCALES) {
      const pattern = map[key]![locale].replaceAll('{product}', product);
      const names: string[] = [];
      const source = pattern
        .split(/(:[a-z]+)/i)
        .map((part) => (part.startsWith(':') ? (names.push(part.slice(1)), '([^/]+)') : escapeRe(part)))
        .join('');
      const shape = pattern.replace(/:[a-z]+/gi, ':');
      const clash = byPath.get(shape);
      if (clash) throw new Error(`route map: ${key}.${locale} (${pattern}) has the same path as ${clash}`);
      byPath.set(shape, `${key}.${locale}`);
      compiled.push({ key, locale, pattern, regex: new RegExp(`^${source}$`), names });
    }
  }
  // Literal segments win over parameters: /uniqr/uniqr-nedir/ is never the param route.
  compiled.sort((a, b) => a.names.length - b.names.length);

  return {
    match(pathname) {
      for (const c of compiled) {
        const m = c.regex.exec(pathname);
        if (!m) continue;
        const params: Params = {};
        c.names.forEach((n, i) => (params[n] = m[i + 1]!));
        return { key: c.key, locale: c.locale, params };
      }
      return undefined;
    },
    pathFor(key, params = {}, locale) {
      const c = compiled.find((x) => x.key === key && x.locale === locale)!;
      return c.pattern.replace(/:([a-z]+)/gi, (_, n: string) => {
        const v = params[n];
        if (!v) throw new Error(`pathFor(${key}, ${locale}): parameter "${n}" is missing`);
        return encodeURIComponent(v);
      });
    },
    patterns: () => compiled.map(({ key, locale, pattern }) => ({ key, locale, pattern })),
  };
}

/** Internal URLs from the content service: drop a leading /tr, add the canonical slash. */
export function normalizeContentUrl(url: string): string {
  if (!url.startsWith('/') || url.startsWith('//')) return url;
  const hashAt = url.indexOf('#');
  let pathPart = hashAt >= 0 ? url.slice(0, hashAt) : url;
  const hash = hashAt >= 0 ? url.slice(hashAt) : '';
  pathPart = withoutTrPrefix(pathPart);
  if (!pathPart.includes('?') && !pathPart.endsWith('/') && !/\.[a-z0-9]+$/i.test(pathPart)) pathPart += '/';
  return pathPart + hash;
}
