// The blog list's pages and category filter, and an article's related articles. Pure
// functions over the published articles (newest first), so they are tested without HTTP.
import type { CollectionTypes } from './collections.js';
import { slugify } from '../text/slug.js';

type Post = CollectionTypes['blog'];

export const POSTS_PER_PAGE = 9;

export interface Category { name: string; slug: string; count: number }

/** The categories in use, in the order of their newest article. */
export function categoriesOf(posts: Post[]): Category[] {
  const seen = new Map<string, Category>();
  for (const p of posts) {
    const slug = slugify(p.category);
    const c = seen.get(slug);
    if (c) c.count++;
    else seen.set(slug, { name: p.category, slug, count: 1 });
  }
  return [...seen.values()];
}

export interface ListQuery { page: number; category?: string }

/**
 * Reads the page number and category from query values. Undefined when they name nothing that
 * exists (page 0, "abc", past the last page, an unknown category, a repeated parameter): the
 * caller answers 404. An empty value counts as absent.
 */
export function parseListQuery(page: unknown, category: unknown, posts: Post[]): { query: ListQuery; posts: Post[]; pages: number } | undefined {
  if ((page !== undefined && typeof page !== 'string') || (category !== undefined && typeof category !== 'string')) return undefined;
  let filtered = posts;
  let cat: string | undefined;
  if (category) {
    filtered = posts.filter((p) => slugify(p.category) === category);
    if (!filtered.length) return undefined;
    cat = category;
  }
  const pages = Math.max(1, Math.ceil(filtered.length / POSTS_PER_PAGE));
  let n = 1;
  if (page) {
    if (!/^[1-9]\d{0,3}$/.test(page)) return undefined;
    n = Number(page);
    if (n > pages) return undefined;
  }
  return { query: { page: n, category: cat }, posts: filtered.slice((n - 1) * POSTS_PER_PAGE, n * POSTS_PER_PAGE), pages };
}

/** The query string of a list page: page 1 and "all categories" are left out. */
export function listQueryString(q: ListQuery, names: { page: string; category: string }): string {
  const params = new URLSearchParams();
  if (q.category) params.set(names.category, q.category);
  if (q.page > 1) params.set(names.page, String(q.page));
  const s = params.toString();
  return s ? `?${s}` : '';
}

/** Up to `n` other articles: the same category first, then the newest of the rest. */
export function relatedPosts(post: Post, all: Post[], n = 3): Post[] {
  const others = all.filter((p) => p.slug !== post.slug);
  const same = others.filter((p) => p.category === post.category);
  const rest = others.filter((p) => p.category !== post.category);
  return [...same, ...rest].slice(0, n);
}
