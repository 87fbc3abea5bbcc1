// The CMS source's policy for a document the site cannot use whole: it is read tolerantly (a
// field or block that does not fit is left out, unknown properties ignored); one that still
// fails (a required field empty or wrong, a token that names no fact) is skipped and its last
// good version kept. Every problem is logged once, one line each, and kept as a notice for the
// editor's preview and the operator. Only the parts every page needs, never once good, stop a read.
import type { Checked, Policy, RawDoc } from '../assemble.js';
import type { Facts } from '../facts/tokens.js';
import type { Note, DocumentProblems } from '../tolerant.js';

export interface SkipLog { warn(obj: object, msg: string): void }

export interface Memo { facts: Facts | undefined; ok: boolean; value?: unknown; notes?: Note[] }

/**
 * `good` holds the last good version of each document (live and preview keep their own). A
 * document already checked against the same facts (the same answer object) is not checked or
 * logged again. After an assembly, `forgetUnseen` drops what it did not ask for (deleted in the CMS).
 */
export function lastGoodPolicy(good: Map<string, unknown>, memo: WeakMap<object, Map<string, Memo>>, log: SkipLog): Policy & { forgetUnseen(): void; problems(): DocumentProblems[] } {
  const seen = new Set<string>();
  const problems: DocumentProblems[] = [];
  const who = (doc: RawDoc) => ({ id: doc.sourceId ?? doc.where.replace(/^Umbraco /, ''), contentType: doc.contentType, locale: doc.locale });
  const report = (doc: RawDoc, notes: Note[] | undefined, logIt: boolean) => {
    if (!notes?.length) return;
    problems.push({ ...who(doc), subject: doc.subject ?? doc.id, notes });
    if (!logIt) return;
    for (const n of notes) {
      log.warn({ ...who(doc), field: n.field, sent: n.sent, problem: n.problem }, n.outcome === 'left out'
        ? 'Umbraco field left out: the site cannot use it' : 'Umbraco document skipped: the site cannot use it; last good version kept');
    }
  };
  return {
    tolerant: true,
    use<T>(doc: RawDoc, check: () => Checked<T>, facts: Facts | undefined): T | undefined {
      seen.add(doc.id);
      if (doc.missing) {
        log.warn(who(doc), 'Umbraco document missing; last good version kept');
        return good.get(doc.id) as T | undefined;
      }
      const byDoc = doc.origin && (memo.get(doc.origin) ?? memo.set(doc.origin, new Map()).get(doc.origin)!);
      const known = byDoc?.get(doc.id);
      if (known && known.facts === facts) {
        report(doc, known.notes, false);
        return (known.ok ? known.value : good.get(doc.id)) as T | undefined;
      }
      const r = check();
      byDoc?.set(doc.id, { facts, ok: r.ok, value: r.ok ? r.value : undefined, notes: r.notes });
      report(doc, r.notes, true);
      if (!r.ok) return good.get(doc.id) as T | undefined;
      good.set(doc.id, r.value);
      return r.value;
    },
    drop(doc, problem) {
      log.warn(who(doc), 'Umbraco document skipped: its URL segment is already used in its collection');
      report(doc, [{ field: 'URL segment', sent: '', problem: problem.replace(`${doc.where}: `, ''), outcome: 'skipped' }], false);
    },
    forgetUnseen() {
      for (const k of good.keys()) if (!seen.has(k)) good.delete(k);
    },
    problems: () => problems,
  };
}
