// The Delivery API answers a bundle is made from: single items (`/settings/header/`) and lists
// (a folder's children), by path and culture. A complete read fetches all of them; a change
// event patches a copy with the documents it names (patchAnswers).
import { collections, collectionNames } from '../collections.js';
import { model } from './model.js';
import type { ApiContent } from './model.js';
import type { UmbracoClient } from './client.js';

/** Answers by `path|culture`; a folder's list under its default culture's path in every culture. */
export interface Answers {
  items: Map<string, ApiContent | null>;
  lists: Map<string, ApiContent[]>;
  /** `culture|the folder's route in that culture` → its default culture's path (folders may be named per culture). */
  folders: Map<string, string>;
  /** A folder's default culture's path → its id, by which its list is read. */
  folderIds: Map<string, string>;
}

export const TR = model.cultures.tr;
export const EN = model.cultures.en;
export const at = (path: string, culture: string) => `${path}|${culture}`;
const split = (key: string) => key.split('|') as [path: string, culture: string];
/** `/blog/a-post/` → `/blog/`. */
const parentOf = (path: string) => path.replace(/[^/]+\/$/, '');

// What a complete read fetches, each in the cultures the site reads it in (an invariant list in the default one).
const itemPlan: [string, string][] = [['/settings/site/', TR], ...['header', 'footer', 'qr-message', 'search'].flatMap((x): [string, string][] => [[`/settings/${x}/`, TR], [`/settings/${x}/`, EN]])];
const listPlan: [string, string][] = [['/dictionary/', TR], ['/redirects/', TR], ['/pages/', TR], ['/pages/', EN]];
for (const name of collectionNames) {
  const def = collections[name] as { folder: string; bilingual?: true };
  listPlan.push([`/${def.folder}/`, TR]);
  if (!def.bilingual) listPlan.push([`/${def.folder}/`, EN]);
}

/**
 * The start item's folders in each culture: a folder's URL segment may differ per culture, so
 * its list is read by its id, and a document's route in any culture finds its list.
 */
async function readFolders(client: UmbracoClient, preview: boolean) {
  const [tr, en] = await Promise.all([TR, EN].map((c) => client.children('/', c, preview)));
  const ids = new Map<string, string>(); // default culture's path → id
  const folders = new Map<string, string>();
  for (const f of tr!) if (f.route.path) ids.set(f.route.path, f.id);
  for (const [c, list] of [[TR, tr!], [EN, en!]] as const) {
    for (const f of list) {
      const own = tr!.find((x) => x.id === f.id)?.route.path;
      if (f.route.path && own) folders.set(at(f.route.path, c), own);
    }
  }
  return { ids, folders };
}

/**
 * Every answer at once: a complete read waits for the slowest list, not the sum. The lists are
 * read by the folder ids of the last read while the folders are read again; a folder whose id
 * is new (the first read, a folder replaced) has its lists read once the folders are known.
 */
export async function fetchAnswers(client: UmbracoClient, preview: boolean, known: Map<string, string> = new Map()): Promise<Answers> {
  const readList = ([p, c]: [string, string], id: string | undefined) => client.children(p, c, preview, id).then((l) => [at(p, c), l] as const);
  const [items, { ids, folders }, early] = await Promise.all([
    Promise.all(itemPlan.map(async ([p, c]) => [at(p, c), await client.item(p, c, preview)] as const)),
    readFolders(client, preview),
    Promise.all(listPlan.filter(([p]) => known.has(p)).map((entry) => readList(entry, known.get(entry[0])))),
  ]);
  const late = await Promise.all(listPlan.filter(([p]) => !known.has(p) || known.get(p) !== ids.get(p)).map((entry) => readList(entry, ids.get(entry[0]))));
  return { items: new Map(items), lists: new Map([...early, ...late]), folders, folderIds: ids };
}

/** The list a document belongs to by its route in one culture (`/articles/a-post/` → `/blog/|en-US`). */
const listOf = (raw: Answers, routePath: string, culture: string) => {
  const parent = parentOf(routePath);
  return at(raw.folders.get(at(parent, culture)) ?? parent, culture);
};

/** Where a document was and is in one culture; `placed` when the site reads it there now. */
function place(raw: Answers, client: UmbracoClient, id: string, culture: string, doc: ApiContent | null, reread: Set<string>) {
  let known = false;
  for (const [key, list] of raw.lists) {
    if (!key.endsWith(`|${culture}`) || !list.some((d) => d.id === id)) continue;
    known = true;
    if (doc?.route.path && key === listOf(raw, doc.route.path, culture)) continue;
    raw.lists.set(key, list.filter((d) => d.id !== id));
    client.invalidateList(...split(key));
  }
  // A single item stays where the site reads it, even if an editor moved it (the client follows Umbraco's 301).
  let single = false;
  for (const [key, it] of raw.items) {
    if (!key.endsWith(`|${culture}`) || it?.id !== id) continue;
    known = single = true;
    raw.items.set(key, doc);
    client.invalidateItem(...split(key));
  }
  if (single || !doc?.route.path) return { known, placed: single && !!doc };
  const itemAt = at(doc.route.path, culture);
  if (raw.items.has(itemAt)) {
    raw.items.set(itemAt, doc);
    client.invalidateItem(...split(itemAt));
    return { known, placed: true };
  }
  const listAt = listOf(raw, doc.route.path, culture);
  const list = raw.lists.get(listAt);
  if (!list) return { known, placed: false };
  client.invalidateList(...split(listAt));
  const index = list.findIndex((d) => d.id === id);
  if (index >= 0) raw.lists.set(listAt, list.map((d, j) => (j === index ? doc : d)));
  else reread.add(listAt); // it joins the list: its place comes from Umbraco
  return { known, placed: true };
}

export type Patched = { answers: Answers } | { unplaced: string };

/**
 * A copy of `base` with the named documents (read by id in each culture) where they belong; a
 * list is read again only when a document joins it. A document no longer there leaves its
 * lists; `removed` remembers those, so a replayed unpublish is known. One that cannot be placed
 * (a folder, the root, one never seen) is answered as `unplaced`: the caller reads everything.
 */
export async function patchAnswers(client: UmbracoClient, base: Answers, ids: readonly string[], removed: Set<string>): Promise<Patched> {
  const cultures = [TR, EN];
  const read = await Promise.all(ids.map(async (id) => ({ id, docs: await Promise.all(cultures.map((c) => client.byId(id, c))) })));
  const raw: Answers = { items: new Map(base.items), lists: new Map(base.lists), folders: base.folders, folderIds: base.folderIds };
  const reread = new Set<string>();
  for (const { id, docs } of read) {
    const where = cultures.map((c, i) => place(raw, client, id, c, docs[i] ?? null, reread));
    if (!docs.some(Boolean) && (where.some((w) => w.known) || removed.has(id))) {
      remember(removed, id);
      continue;
    }
    if (!where.some((w) => w.placed)) return { unplaced: id };
    removed.delete(id);
  }
  await Promise.all([...reread].map(async (key) => {
    const [path, culture] = split(key);
    raw.lists.set(key, await client.children(path, culture, false, raw.folderIds.get(path)));
  }));
  return { answers: raw };
}

const REMOVED_MAX = 1000;
/** Bounded: the oldest is forgotten first. */
function remember(removed: Set<string>, id: string) {
  removed.add(id);
  if (removed.size > REMOVED_MAX) removed.delete(removed.values().next().value!);
}
