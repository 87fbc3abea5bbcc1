// The CMS source's policy for a document the site cannot use (it fails its schema, names an
// unknown block, carries a token that names no fact): logged with its id and content type and
// left out, its last good version kept if there was one. Nothing about a bad document reaches
// a visitor as an error; only the parts every page needs, never once good, stop a read.
import type { Checked, Policy, RawDoc } from '../assemble.js';
import type { Facts } from '../facts/tokens.js';

export interface SkipLog { warn(obj: object, msg: string): void }

export interface Memo { facts: Facts | undefined; ok: boolean; value?: unknown }

/**
 * `good` holds the last good version of each document (live and preview keep their own). A
 * document already checked against the same facts (the same answer object) is not checked or
 * logged again. After an assembly, `forgetUnseen` drops what it did not ask for (deleted in the CMS).
 */
export function lastGoodPolicy(good: Map<string, unknown>, memo: WeakMap<object, Map<string, Memo>>, log: SkipLog): Policy & { forgetUnseen(): void } {
  const seen = new Set<string>();
  const who = (doc: RawDoc) => ({ id: doc.sourceId ?? doc.where.replace(/^Umbraco /, ''), contentType: doc.contentType, locale: doc.locale });
  return {
    use<T>(doc: RawDoc, check: () => Checked<T>, facts: Facts | undefined): T | undefined {
      seen.add(doc.id);
      if (doc.missing) {
        log.warn(who(doc), 'Umbraco document missing; last good version kept');
        return good.get(doc.id) as T | undefined;
      }
      const byDoc = doc.origin && (memo.get(doc.origin) ?? memo.set(doc.origin, new Map()).get(doc.origin)!);
      const known = byDoc?.get(doc.id);
      if (known && known.facts === facts) return (known.ok ? known.value : good.get(doc.id)) as T | undefined;
      const r = check();
      byDoc?.set(doc.id, { facts, ok: r.ok, value: r.ok ? r.value : undefined });
      if (r.ok) {
        good.set(doc.id, r.value);
        return r.value;
      }
      log.warn({ ...who(doc), problem: r.problems.slice(0, 3).join('; ') }, 'Umbraco document skipped: the site cannot use it; last good version kept');
      return good.get(doc.id) as T | undefined;
    },
    drop(doc) {
      log.warn(who(doc), 'Umbraco document skipped: its URL segment is already used in its collection');
    },
    forgetUnseen() {
      for (const k of good.keys()) if (!seen.has(k)) good.delete(k);
    },
  };
}
