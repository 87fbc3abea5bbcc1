// A STAND-IN for Umbraco's Content Delivery API v2, not Umbraco itself (Umbraco is .NET and
// does not run here). It serves the embedded content/ folder mapped onto the document types
// of server/content/umbraco/model.json, with the endpoints, query options, headers, answer
// shapes and errors of the Delivery API contract (tests/umbraco/delivery-api-v2.openapi.json),
// and fires webhooks the way Umbraco does. Tests use it, and an operator can try
// CONTENT_SOURCE=umbraco locally:
//
//   npm run umbraco:stand-in -- --port 4100 [--api-key KEY] [--content content]
//
// It also lets tests break it on purpose: a delay, an error status, documents replaced with
// malformed ones, publish and unpublish.
import http from 'node:http';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { model, guidFor, type ApiContent, type ApiRoute } from '../server/content/umbraco/model.js';
import { encodeDocument, mediaPathFor } from './umbraco-encode.js';
import { parseHTML } from 'linkedom';
import { collections, collectionNames } from '../server/content/collections.js';
import type { Locale } from '../shared/locale.js';

const API = '/umbraco/delivery/api/v2';
const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const cultures = Object.values(model.cultures);
const defaultCulture = model.cultures.tr;

export interface StandInVariant {
  name: string; segment: string; properties: Record<string, unknown>; published: boolean;
  /** A saved, unpublished newer version beside the published one (Umbraco's draft): preview reads get it. */
  draft?: Record<string, unknown>;
}
export interface StandInDoc {
  id: string; contentType: string; parent: string | null; sortOrder: number; level: number;
  createDate: string; updateDate: string;
  /** Culture → variant; an invariant document has one variant under ''. */
  variants: Record<string, StandInVariant>;
}

export interface StandInOptions {
  contentDir?: string;
  /** Needed for preview; with publicAccess false, for every request. */
  apiKey?: string;
  publicAccess?: boolean;
  port?: number;
  /** Rich Text as the JSON tree (Umbraco's DeliveryApi:RichTextOutputAsJson), not markup. */
  richTextOutputAsJson?: boolean;
  /** Where the site's files are, served as Umbraco's media (`/media/<folder>/<file>`). */
  publicDir?: string;
}

const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
const dateTime = (d: unknown) => (typeof d === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(d) ? `${d}T09:00:00Z` : '2025-01-01T09:00:00Z');
const without = (o: Record<string, unknown>, ...keys: string[]) => Object.fromEntries(Object.entries(o).filter(([k]) => !keys.includes(k)));

/** content/ as Umbraco documents (model.json's document types). */
export function documentsFromContent(dir: string): StandInDoc[] {
  const docs: StandInDoc[] = [];
  const rootId = guidFor('root');
  const add = (d: Omit<StandInDoc, 'level' | 'sortOrder'> & { sortOrder?: number }) => {
    const parent = docs.find((p) => p.id === d.parent);
    docs.push({ sortOrder: docs.filter((x) => x.parent === d.parent).length, ...d, level: parent ? parent.level + 1 : 1 });
  };
  const everywhere = (name: string, segment: string, properties: Record<string, unknown> = {}) =>
    Object.fromEntries(cultures.map((c) => [c, { name, segment, properties, published: true }]));
  const invariant = (name: string, segment: string, properties: Record<string, unknown>) => ({ '': { name, segment, properties, published: true } });
  const when = '2025-01-01T09:00:00Z';
  add({ id: rootId, contentType: 'siteRoot', parent: null, createDate: when, updateDate: when, variants: everywhere('Unilira', model.startItem) });
  const folder = (seg: string) => {
    const id = guidFor(`folder:${seg}`);
    add({ id, contentType: 'folder', parent: rootId, createDate: when, updateDate: when, variants: everywhere(seg, seg) });
    return id;
  };
  const file = (rel: string) => readJson(path.join(dir, rel));
  const perCulture = (type: string, rel: (l: Locale) => string, name: string, segment: string, map: (o: Record<string, unknown>, l: Locale) => Record<string, unknown> = (o) => o) =>
    Object.fromEntries((Object.entries(model.cultures) as [Locale, string][]).map(([l, c]) => {
      const o = map(file(rel(l)), l);
      return [c, { name, segment, properties: encodeDocument(type, without(o, 'published'), `${segment}:${l}`), published: o.published !== false }];
    }));

  const settings = folder('settings');
  add({ id: guidFor('siteSettings'), contentType: 'siteSettings', parent: settings, createDate: when, updateDate: when, variants: invariant('Site', 'site', encodeDocument('siteSettings', {
    siteData: file('site.json'), companyData: file('data/company.json'), feesData: file('data/fees.json'), holidaysData: file('data/holidays.json'),
  }, 'site')) });
  add({ id: guidFor('header'), contentType: 'header', parent: settings, createDate: when, updateDate: when, variants: perCulture('header', (l) => `navigation/header.${l}.json`, 'Header', 'header') });
  add({ id: guidFor('footer'), contentType: 'footer', parent: settings, createDate: when, updateDate: when, variants: perCulture('footer', (l) => `navigation/footer.${l}.json`, 'Footer', 'footer') });
  add({ id: guidFor('qrMessage'), contentType: 'qrMessage', parent: settings, createDate: when, updateDate: when, variants: perCulture('qrMessage', (l) => `qr-message.${l}.json`, 'QR message', 'qr-message', (o) => o.properties as Record<string, unknown>) });
  const synonyms = file('search/synonyms.json');
  add({ id: guidFor('searchSettings'), contentType: 'searchSettings', parent: settings, createDate: when, updateDate: when, variants: perCulture('searchSettings', (l) => `search/suggestions.${l}.json`, 'Search', 'search', (o, l) => ({ ...o, synonyms: synonyms[l] })) });

  const dictionary = folder('dictionary');
  Object.entries(file('dictionary.json')).forEach(([key, t], i) => {
    add({ id: guidFor(`dictionary:${key}`), contentType: 'dictionaryItem', parent: dictionary, createDate: when, updateDate: when, variants: invariant(key, `entry-${i + 1}`, encodeDocument('dictionaryItem', { key, ...(t as object) }, `dictionary:${i}`)) });
  });
  const redirects = folder('redirects');
  (readJson(path.join(dir, 'redirects.json')) as unknown as Record<string, unknown>[]).forEach((r, i) => {
    add({ id: guidFor(`redirect:${i}`), contentType: 'redirect', parent: redirects, createDate: when, updateDate: when, variants: invariant(String(r.from), `redirect-${i + 1}`, encodeDocument('redirect', r, `redirect:${i}`)) });
  });

  const pages = folder('pages');
  const pageKeys = [...new Set(readdirSync(path.join(dir, 'pages')).map((f) => f.replace(/\.(tr|en)\.json$/, '')))].sort();
  for (const key of pageKeys) {
    const variants = perCulture('page', (l) => `pages/${key}.${l}.json`, key, key.toLowerCase(), (o) => ({ routeKey: key, ...o }));
    const updated = file(`pages/${key}.tr.json`).updated;
    add({ id: guidFor(`page:${key}`), contentType: 'page', parent: pages, createDate: dateTime(updated), updateDate: dateTime(updated), variants });
  }

  for (const name of collectionNames) {
    const def = collections[name] as { folder: string; bilingual?: true };
    const type = model.documentTypes.find((d) => d.collection === name);
    if (!type) throw new Error(`model.json has no document type for the collection "${name}"`);
    const parent = folder(def.folder);
    const ids = [...new Set(readdirSync(path.join(dir, def.folder)).map((f) => f.replace(/(\.(tr|en))?\.json$/, '')))].sort();
    for (const id of ids) {
      let variants: Record<string, StandInVariant>;
      let date: unknown;
      if (def.bilingual) {
        const o = file(`${def.folder}/${id}.json`);
        variants = { '': { name: id, segment: String(o.slug), properties: encodeDocument(type.alias, without(o, 'slug', 'published'), id), published: o.published !== false } };
      } else {
        variants = Object.fromEntries((Object.entries(model.cultures) as [Locale, string][]).map(([l, c]) => {
          const o = file(`${def.folder}/${id}.${l}.json`);
          date ??= o.updated ?? o.startDate;
          return [c, { name: String(o.title ?? id), segment: String(o.slug), properties: encodeDocument(type.alias, without(o, 'slug', 'published'), `${id}:${l}`), published: o.published !== false }];
        }));
      }
      add({ id: guidFor(`${name}:${id}`), contentType: type.alias, parent, createDate: dateTime(date), updateDate: dateTime(date), variants });
    }
  }
  return docs;
}

interface Problem { status: number; title: string; detail?: string }

export class UmbracoStandIn {
  docs: StandInDoc[];
  /** Every request that reached the stand-in (tests count upstream calls). */
  calls = 0;
  /** The path and query of the latest requests, oldest first (at most 1,000; tests see which calls an event made). */
  requests: string[] = [];
  /**
   * Umbraco's URL tracking (its umbracoRedirectUrl table): when a published item is renamed
   * or moved, its old URL (with the start item's segment, without a trailing slash) is kept
   * per culture, and a request for it is answered with a 301 to the item's route.
   */
  private redirectUrls = new Map<string, string>();
  /** Milliseconds before each answer. */
  delayMs = 0;
  /** When set, every request gets this status (a ProblemDetails body), as a failing Umbraco would. */
  failWith: number | null = null;
  server: http.Server | null = null;
  port = 0;
  readonly options: StandInOptions;
  private sockets = new Set<import('node:net').Socket>();

  /** The properties the current request expands (`expand=properties[…]`): media properties are sent for these only. */
  private expanded: Set<string> | 'all' = new Set();
  /** Rich Text as the JSON tree (switchable at run time, as Umbraco's setting between restarts). */
  richTextOutputAsJson: boolean;
  private mediaFiles: Map<string, string>;

  constructor(options: StandInOptions = {}) {
    this.options = options;
    this.docs = documentsFromContent(options.contentDir ?? 'content');
    this.richTextOutputAsJson = options.richTextOutputAsJson ?? false;
    this.mediaFiles = mediaIndex(options.publicDir ?? 'public');
  }

  /** Puts a file into the media library at a media URL (an editor's upload); answers the URL. */
  addMedia(mediaUrl: string, file: string): string {
    this.mediaFiles.set(mediaUrl, file);
    return mediaUrl;
  }

  /** The site path of the file a media URL of the stand-in's serves (tests compare pages built from either). */
  sitePathOf(mediaUrl: string): string | undefined {
    const file = this.mediaFiles.get(mediaUrl.replace(this.url, '').split('?')[0]!);
    return file && `/${path.relative(this.options.publicDir ?? 'public', file).split(path.sep).join('/')}`;
  }

  /** Umbraco's media: a file by its media URL (the image processor's query, `?width=…`, is accepted and not applied). */
  private media(req: http.IncomingMessage, res: http.ServerResponse) {
    const file = this.mediaFiles.get(decodeURI(new URL(req.url ?? '/', 'http://stand-in').pathname));
    if (!file || req.method !== 'GET') {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': MEDIA_TYPES[path.extname(file)] ?? 'application/octet-stream', 'cache-control': 'public, max-age=604800' });
    res.end(readFileSync(file));
  }

  /** Properties as sent: media properties only where expanded, Rich Text in the configured mode. */
  private output(props: Record<string, unknown>): Record<string, unknown> {
    return Object.fromEntries(Object.entries(props).map(([alias, v]) => [alias, this.shape(alias, v, this.expanded === 'all' || this.expanded.has(alias))]));
  }

  private shape(alias: string, v: unknown, expand: boolean): unknown {
    if (Array.isArray(v)) return v.map((x) => (isMedia(x) ? { ...x, properties: expand ? x.properties : {} } : this.shape(alias, x, false)));
    if (!v || typeof v !== 'object') return v;
    const o = v as Record<string, unknown>;
    if (model.richText.includes(alias) && typeof o.markup === 'string' && this.richTextOutputAsJson) {
      return { ...richTextTree(o.markup), blocks: this.shape('blocks', o.blocks ?? [], false) };
    }
    return Object.fromEntries(Object.entries(o).map(([k, x]) => [k, this.shape(k, x, false)]));
  }

  get url() { return `http://127.0.0.1:${this.port}`; }

  async start(port = this.options.port ?? 0): Promise<this> {
    const server = http.createServer((req, res) => void this.handle(req, res));
    server.on('connection', (s) => { this.sockets.add(s); s.on('close', () => this.sockets.delete(s)); });
    await new Promise<void>((resolve, reject) => { server.once('error', reject); server.listen(port, '127.0.0.1', resolve); });
    this.server = server;
    this.port = (server.address() as import('node:net').AddressInfo).port;
    return this;
  }

  /** Stops listening and drops open connections (Umbraco down). */
  async stop(): Promise<void> {
    const s = this.server;
    this.server = null;
    if (!s) return;
    for (const sock of this.sockets) sock.destroy();
    await new Promise<void>((r) => s.close(() => r()));
  }

  doc(id: string) {
    const d = this.docs.find((x) => x.id === id);
    if (!d) throw new Error(`no document ${id}`);
    return d;
  }
  /** A document by its type and (first culture's or invariant) URL segment. */
  find(contentType: string, segment: string) {
    const d = this.docs.find((x) => x.contentType === contentType && Object.values(x.variants).some((v) => v.segment === segment));
    if (!d) throw new Error(`no ${contentType} ${segment}`);
    return d;
  }

  /** Publishes a change as an editor would: new property values (already in Delivery API shape) in one culture. */
  publish(id: string, culture: string, properties: Record<string, unknown>) {
    const d = this.doc(id);
    const v = d.variants[culture] ?? d.variants[''];
    if (!v) throw new Error(`${id} has no variant ${culture}`);
    if (v.draft) v.properties = v.draft; // publishing publishes the saved version
    delete v.draft;
    Object.assign(v.properties, properties);
    v.published = true;
    d.updateDate = new Date().toISOString();
  }

  /** Saves a newer version without publishing it, as an editor's Save does: live reads keep the published one. */
  save(id: string, culture: string, properties: Record<string, unknown>) {
    const v = this.doc(id).variants[culture] ?? this.doc(id).variants[''];
    if (!v) throw new Error(`${id} has no variant ${culture}`);
    v.draft = { ...(v.draft ?? v.properties), ...properties };
  }
  /**
   * Renames (a new URL segment in one culture, or every culture) and/or moves (a new parent)
   * an item as an editor would, and tracks its old URLs as Umbraco does (RedirectTrackingHandler).
   */
  move(id: string, to: { segment?: string; culture?: string; parent?: string }) {
    const d = this.doc(id);
    const tracked = [d, ...this.docs.filter((x) => this.isUnder(x, d))];
    const before = tracked.flatMap((x) => Object.keys(x.variants).map((c) => [x, c, this.pathOf(x, c)] as const));
    if (to.parent) {
      const parent = this.doc(to.parent);
      d.parent = parent.id;
      d.level = parent.level + 1;
      d.sortOrder = this.docs.filter((x) => x.parent === parent.id && x.id !== d.id).length;
    }
    if (to.segment) for (const [c, v] of Object.entries(d.variants)) if (!to.culture || c === to.culture || c === '') v.segment = to.segment;
    d.updateDate = new Date().toISOString();
    for (const [x, c, old] of before) {
      if (old && old !== this.pathOf(x, c)) this.redirectUrls.set(`${c}|${this.trackedUrl(old)}`, x.id);
    }
  }

  /** Adds a document under a parent (an editor creating and publishing one); it comes last in its folder. */
  create(doc: Omit<StandInDoc, 'level' | 'sortOrder'>): StandInDoc {
    const parent = this.doc(doc.parent!);
    const d: StandInDoc = { ...doc, level: parent.level + 1, sortOrder: this.docs.filter((x) => x.parent === parent.id).length };
    this.docs.push(d);
    return d;
  }

  /** A path as Umbraco's URL tracking stores it: with the root's segment, without the trailing slash. */
  private trackedUrl(routePath: string) {
    return `/${model.startItem}${routePath}`.replace(/\/+$/, '');
  }

  private isUnder(d: StandInDoc, anc: StandInDoc): boolean {
    for (let x = this.docs.find((p) => p.id === d.parent); x; x = this.docs.find((p) => p.id === x!.parent)) if (x.id === anc.id) return true;
    return false;
  }

  unpublish(id: string, culture?: string) {
    const d = this.doc(id);
    for (const [c, v] of Object.entries(d.variants)) if (!culture || c === culture || c === '') v.published = false;
  }

  private startItem() {
    const root = this.docs.find((d) => d.parent === null)!;
    return { id: root.id, path: model.startItem };
  }

  private variantOf(d: StandInDoc, culture: string, preview: boolean) {
    const v = d.variants[culture] ?? d.variants[''];
    return v && (v.published || preview) ? v : undefined;
  }

  /** The path of a document under the start item, in one culture. */
  private pathOf(d: StandInDoc, culture: string): string | null {
    if (d.parent === null) return '/';
    const segs: string[] = [];
    for (let x: StandInDoc | undefined = d; x && x.parent !== null; x = this.docs.find((p) => p.id === x!.parent)) {
      const v = x.variants[culture] ?? x.variants[''];
      if (!v) return null;
      segs.unshift(v.segment);
    }
    return `/${segs.join('/')}/`;
  }

  private route(d: StandInDoc, culture: string): ApiRoute {
    return { path: this.pathOf(d, culture), queryString: null, startItem: this.startItem() };
  }

  private item(d: StandInDoc, culture: string, preview: boolean): ApiContent | undefined {
    const v = this.variantOf(d, culture, preview);
    if (!v) return undefined;
    const variant = !('' in d.variants);
    return {
      contentType: d.contentType, name: v.name, createDate: d.createDate, updateDate: d.updateDate,
      route: this.route(d, culture), id: d.id, properties: this.output(preview && v.draft ? v.draft : v.properties),
      cultures: variant ? Object.fromEntries(Object.keys(d.variants).filter((c) => this.variantOf(d, c, preview)).map((c) => [c, this.route(d, c)])) : {},
    };
  }

  /** The JSON an Umbraco webhook carries (Umbraco.Core/Webhooks/Events: ContentPublishedWebhookEvent, DefaultPayloadModel). */
  webhookPayload(id: string, event: string): unknown {
    const publish = /Publish(ed)?$/.test(event) && !/Unpublish/.test(event);
    if (this.webhookPayloads === 'umbraco17-minimal') {
      // Umbraco:CMS:Webhook:PayloadType=Minimal: the id, and a publish's cultures.
      return publish ? { id, cultures: Object.keys(this.doc(id).variants).filter(Boolean).map((culture) => ({ culture, date: new Date().toISOString() })) } : { id };
    }
    // Legacy (13, and 17's default): the published item without its cultures, else DefaultPayloadModel { Id }.
    const { cultures: _, ...item } = publish ? this.item(this.doc(id), defaultCulture, true)! : { cultures: null, id };
    return this.webhookPayloads === 'umbraco13' ? pascalCase(item) : item;
  }

  /** Which Umbraco's webhook payloads to send: 13 (PascalCase), 17's default (Legacy, camelCase) or 17's Minimal. */
  webhookPayloads: 'umbraco13' | 'umbraco17' | 'umbraco17-minimal' = 'umbraco17';

  /**
   * POSTs a webhook as Umbraco does: `Umb-Webhook-Event`, `Umb-Webhook-RetryCount`, the
   * webhook's own headers, and up to `retries` further tries `intervalMs` apart while the
   * answer is not a 2xx. Resolves with the statuses seen.
   */
  async fireWebhook(url: string, event: string, id: string, { headers = {}, retries = 5, intervalMs = 10_000 }: { headers?: Record<string, string>; retries?: number; intervalMs?: number } = {}): Promise<number[]> {
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= retries; attempt++) {
      if (attempt) await new Promise((r) => setTimeout(r, intervalMs));
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'user-agent': 'Umbraco-Cms/16.0.0', 'umb-webhook-event': event, 'umb-webhook-retrycount': String(attempt), ...headers },
        body: JSON.stringify(this.webhookPayload(id, event)),
      }).catch(() => null);
      statuses.push(res?.status ?? 0);
      await res?.arrayBuffer().catch(() => undefined);
      if (res && res.status >= 200 && res.status < 300) break;
    }
    return statuses;
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse) {
    if (req.url?.startsWith('/media/')) return this.media(req, res);
    this.calls++;
    this.requests.push(req.url ?? '');
    if (this.requests.length > 1000) this.requests.shift();
    if (this.delayMs) await new Promise((r) => setTimeout(r, this.delayMs));
    const send = (status: number, body?: unknown) => {
      if (res.destroyed) return;
      res.writeHead(status, body === undefined ? {} : { 'content-type': 'application/json; charset=utf-8' });
      res.end(body === undefined ? undefined : JSON.stringify(body));
    };
    const problem = (p: Problem) => send(p.status, { type: 'https://tools.ietf.org/html/rfc9110#section-15.5.1', title: p.title, status: p.status, detail: p.detail ?? null, instance: null });
    if (this.failWith) return problem({ status: this.failWith, title: 'Stand-in failure' });
    const url = new URL(req.url ?? '/', 'http://stand-in');
    if (req.method !== 'GET' || !url.pathname.startsWith(`${API}/content`)) return send(404);
    const key = req.headers['api-key'];
    const keyOk = !!this.options.apiKey && key === this.options.apiKey;
    const preview = String(req.headers.preview ?? '').toLowerCase() === 'true';
    if ((preview || this.options.publicAccess === false) && !keyOk) return send(401);
    const culture = this.culture(req.headers['accept-language']);
    const startItem = req.headers['start-item'];
    const start = this.startItem();
    if (startItem !== undefined && startItem !== start.path && startItem !== start.id) return problem({ status: 400, title: 'Start item not found', detail: 'The Start-Item header names no root content item.' });

    this.expanded = expandedAliases(url.searchParams.get('expand'));
    const rest = url.pathname.slice(`${API}/content`.length);
    if (rest === '/items') {
      const ids = url.searchParams.getAll('id');
      return send(200, ids.map((id) => this.docs.find((d) => d.id === id)).flatMap((d) => (d ? [this.item(d, culture, preview)].filter(Boolean) : [])));
    }
    if (rest.startsWith('/item')) {
      const raw = decodeURIComponent(rest.slice('/item'.length).replace(/^\//, ''));
      const d = GUID.test(raw) ? this.docs.find((x) => x.id === raw) : this.byPath(raw, culture, startItem !== undefined, preview);
      const item = d && this.item(d, culture, preview);
      if (item) return send(200, item);
      // A moved or renamed item's old path: 301 to its route, with the start item it lives
      // under (ByRouteContentApiController.RedirectTo, RequestRedirectService).
      const moved = GUID.test(raw) ? undefined : this.movedItem(raw, culture, startItem !== undefined);
      if (moved) {
        if (res.destroyed) return;
        res.writeHead(301, { location: encodeURI(moved.route.path!), 'location-start-item-path': moved.route.startItem.path ?? '', 'location-start-item-id': moved.route.startItem.id });
        return res.end();
      }
      return send(404);
    }
    if (rest === '' || rest === '/') {
      const q = this.query(url.searchParams, culture, preview);
      return 'status' in q ? problem(q) : send(200, q);
    }
    return send(404);
  }

  private culture(header: string | string[] | undefined): string {
    const first = String(header ?? '').split(',')[0]?.split(';')[0]?.trim().toLowerCase();
    return cultures.find((c) => c.toLowerCase() === first) ?? defaultCulture;
  }

  /** The published item whose old URL (Umbraco's URL tracking, per culture) this path was. */
  private movedItem(raw: string, culture: string, relative: boolean): ApiContent | undefined {
    const p = `/${raw.replace(/^\/+|\/+$/g, '')}/`.replace(/^\/\/$/, '/');
    const url = relative ? this.trackedUrl(p) : p.replace(/\/+$/, '');
    const id = this.redirectUrls.get(`${culture}|${url}`) ?? this.redirectUrls.get(`|${url}`);
    const d = id ? this.docs.find((x) => x.id === id) : undefined;
    return d && this.item(d, culture, false);
  }

  private byPath(raw: string, culture: string, relative: boolean, preview: boolean): StandInDoc | undefined {
    let p = `/${raw.replace(/^\/+|\/+$/g, '')}/`.replace(/^\/\/$/, '/');
    if (!relative) {
      // Without Start-Item the path begins with the root's own segment.
      const prefix = `/${model.startItem}/`;
      if (p === prefix) p = '/';
      else if (p.startsWith(prefix)) p = p.slice(prefix.length - 1);
      else return undefined;
    }
    return this.docs.find((d) => this.pathOf(d, culture) === p && this.variantOf(d, culture, preview));
  }

  private query(params: URLSearchParams, culture: string, preview: boolean): { total: number; items: ApiContent[] } | Problem {
    const bad = (detail: string): Problem => ({ status: 400, title: 'Bad Request', detail });
    let set = this.docs.filter((d) => d.parent !== null);
    const fetchOpt = params.get('fetch') ?? '';
    if (fetchOpt) {
      const m = /^(children|descendants|ancestors):(.+)$/.exec(fetchOpt);
      if (!m) return bad(`The selector option "${fetchOpt}" is not supported`);
      const [, axis, ref] = m as unknown as [string, string, string];
      const target = GUID.test(ref) ? this.docs.find((d) => d.id === ref) : this.byPath(ref, culture, true, preview);
      if (!target) return { total: 0, items: [] };
      const isUnder = (d: StandInDoc, anc: StandInDoc): boolean => {
        for (let x = this.docs.find((p) => p.id === d.parent); x; x = this.docs.find((p) => p.id === x!.parent)) if (x.id === anc.id) return true;
        return false;
      };
      set = axis === 'children' ? this.docs.filter((d) => d.parent === target.id)
        : axis === 'descendants' ? this.docs.filter((d) => isUnder(d, target))
          : this.docs.filter((d) => isUnder(target, d));
    }
    for (const f of params.getAll('filter')) {
      const m = /^(contentType|name):(!?)(.+)$/.exec(f);
      if (!m) return bad(`The filter option "${f}" is not supported`);
      const [, field, not, value] = m as unknown as [string, string, string, string];
      const values = value.split(',');
      set = set.filter((d) => {
        const hit = field === 'contentType' ? values.includes(d.contentType) : values.some((v) => (this.variantOf(d, culture, true)?.name ?? '').toLowerCase().includes(v.toLowerCase()));
        return not ? !hit : hit;
      });
    }
    const sorts = params.getAll('sort');
    for (const s of [...sorts].reverse()) {
      const m = /^(createDate|updateDate|name|sortOrder|level):(asc|desc)$/.exec(s);
      if (!m) return bad(`The sort option "${s}" is not supported`);
      const [, field, dir] = m as unknown as [string, 'createDate' | 'updateDate' | 'name' | 'sortOrder' | 'level', string];
      const val = (d: StandInDoc) => (field === 'name' ? this.variantOf(d, culture, true)?.name ?? '' : d[field]);
      set = [...set].sort((a, b) => {
        const x = val(a); const y = val(b);
        return (x < y ? -1 : x > y ? 1 : 0) * (dir === 'desc' ? -1 : 1);
      });
    }
    const int = (name: string, def: number) => {
      const v = params.get(name);
      if (v === null) return def;
      return /^\d+$/.test(v) ? Number(v) : NaN;
    };
    const skip = int('skip', 0);
    const take = int('take', 10);
    if (Number.isNaN(skip) || Number.isNaN(take)) return bad('skip and take must be non-negative integers');
    const items = set.map((d) => this.item(d, culture, preview)).filter((x): x is ApiContent => !!x);
    return { total: items.length, items: items.slice(skip, skip + take) };
  }
}

/** Umbraco 13's webhook serializer writes .NET's property names: `Id`, `ContentType`… (property aliases stay). */
function pascalCase(o: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(o).map(([k, v]) => [k[0]!.toUpperCase() + k.slice(1), k === 'properties' ? v : v && typeof v === 'object' && !Array.isArray(v) ? pascalCase(v as Record<string, unknown>) : v]));
}

const MEDIA_TYPES: Record<string, string> = { '.svg': 'image/svg+xml', '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.webp': 'image/webp', '.avif': 'image/avif' };
const isMedia = (x: unknown): x is { properties: unknown } => !!x && typeof x === 'object' && 'mediaType' in x && 'url' in x;

/** The site's image files under the media URLs the encoder gave them. */
function mediaIndex(publicDir: string): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (dir: string) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, e.name);
      if (e.isDirectory()) walk(full);
      else if (MEDIA_TYPES[path.extname(e.name)]) out.set(mediaPathFor(`/${path.relative(publicDir, full).split(path.sep).join('/')}`), full);
    }
  };
  walk(publicDir);
  return out;
}

/**
 * The top-level aliases an `expand` asks for: `properties[a,b[properties[…]]]`, `properties[$all]`
 * (Delivery API v2) or v1's `all` / `property:a,b`.
 */
export function expandedAliases(q: string | null): Set<string> | 'all' {
  if (!q) return new Set();
  if (q === 'all' || q === 'properties[$all]') return 'all';
  if (q.startsWith('property:')) return new Set(q.slice('property:'.length).split(','));
  const m = /^properties\[(.*)\]$/.exec(q);
  if (!m) return new Set();
  const out = new Set<string>();
  let depth = 0;
  let name = '';
  for (const ch of m[1]!) {
    if (ch === '[') depth++;
    else if (ch === ']') depth--;
    else if (ch === ',' && depth === 0) { out.add(name.trim()); name = ''; }
    else if (depth === 0) name += ch;
  }
  if (name.trim()) out.add(name.trim());
  return out.has('$all') ? 'all' : out;
}

/** Markup as Umbraco's Rich Text JSON tree (ApiRichTextElementParser): `#root`, elements, `#text`. */
function richTextTree(markup: string): { tag: string; attributes: Record<string, unknown>; elements: unknown[] } {
  const { document } = parseHTML(`<!doctype html><html><body>${markup}</body></html>`);
  const walk = (n: Node): unknown => {
    if (n.nodeType === 3) return { tag: '#text', text: n.textContent ?? '' };
    const el = n as Element;
    const attributes = Object.fromEntries([...el.attributes].map((a) => [a.name.replace(/^data-(content-(?:id|key|udi))$/, '$1'), a.value]));
    return { tag: el.tagName.toLowerCase(), attributes, elements: [...el.childNodes].filter((c) => c.nodeType === 1 || c.nodeType === 3).map(walk) };
  };
  return { tag: '#root', attributes: {}, elements: [...document.body.childNodes].filter((c) => c.nodeType === 1 || c.nodeType === 3).map(walk) };
}

/** Starts a stand-in on a port (0: any free one). */
export const startUmbracoStandIn = (options: StandInOptions = {}) => new UmbracoStandIn(options).start();

// Run as a command (not when bundled into another script that imports it, such as bench-cms).
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url) && /umbraco-stand-in\.[jt]s$/.test(process.argv[1])) {
  const arg = (name: string) => {
    const i = process.argv.indexOf(`--${name}`);
    return i > 0 ? process.argv[i + 1] : undefined;
  };
  const standIn = await startUmbracoStandIn({ port: Number(arg('port') ?? 4100), apiKey: arg('api-key'), contentDir: arg('content') ?? 'content' });
  console.log(`Umbraco Delivery API stand-in (not Umbraco) serving ${standIn.docs.length} documents from ${arg('content') ?? 'content'}/ at ${standIn.url}${API}/content`);
  console.log(`try: CONTENT_SOURCE=umbraco UMBRACO_URL=${standIn.url} UMBRACO_START_ITEM=${model.startItem}${standIn.options.apiKey ? ' UMBRACO_API_KEY=…' : ''} npm start`);
}
