// Reading a CMS document tolerantly: a field the site cannot use is left out, and where the
// schema needs it, the list item (a block, a menu entry) that holds it; a document fails only
// when what remains still does not fit (a required field of its own). Properties the site
// does not know are ignored. Each left-out part is reported, for the editor and the operator.
import type { z } from 'zod';
import type { Locale } from '../../shared/locale.js';

/** One part of a document left out: where, what was sent (shortened), and why. */
export interface Dropped { path: string; sent: string; problem: string; what: 'field' | 'item' }

/**
 * A problem with a CMS document as its editor and operator see it: the field, what the CMS
 * sent, what the site needs, and what the site did (left the part out, or skipped the document).
 */
export interface Note { field: string; sent: string; problem: string; outcome: 'left out' | 'skipped' }

/**
 * A CMS document with problems: its id, type and language, what it is on the site (`subject`:
 * `page:fees`, `blog:<slug>`, `header`…) and the problems.
 */
export interface DocumentProblems { id: string; contentType?: string; locale?: Locale; subject: string; notes: Note[] }

type Path = readonly PropertyKey[];
type Issue = z.core.$ZodIssue;

export const pathText = (path: Path) =>
  path.reduce<string>((acc, p) => (typeof p === 'number' ? `${acc}[${p}]` : acc ? `${acc}.${String(p)}` : String(p)), '');

/** A value as an editor would recognise it in a notice, never longer than 80 characters. */
export function shortValue(v: unknown): string {
  let s: string;
  try { s = v === undefined ? 'nothing' : typeof v === 'string' ? JSON.stringify(v) : JSON.stringify(v) ?? String(v); } catch { s = String(v); }
  return s.length > 80 ? `${s.slice(0, 77)}…` : s;
}

const isObject = (v: unknown): v is Record<PropertyKey, unknown> => typeof v === 'object' && v !== null;

/** The container at `path` (each step taken only through objects and arrays). */
export function at(root: unknown, path: Path): unknown {
  let v = root;
  for (const p of path) {
    if (!isObject(v)) return undefined;
    v = (v as Record<PropertyKey, unknown>)[p];
  }
  return v;
}

/** An issue in an editor's words: a missing value is "empty" (Umbraco sends null for it). */
export const message = (issue: Issue) =>
  issue.code === 'invalid_type' && /received undefined$/.test(issue.message) ? `required, but empty (needs ${issue.expected})` : issue.message;

/** Leaves out the smallest part that answers one issue; false when nothing can be left out. */
function leaveOut(root: unknown, issue: Issue, dropped: Dropped[]): boolean {
  if (issue.code === 'unrecognized_keys') {
    const o = at(root, issue.path);
    if (!isObject(o)) return false;
    for (const k of issue.keys) delete (o as Record<string, unknown>)[k];
    return true;
  }
  const path = issue.path;
  const key = path.at(-1);
  const parent = at(root, path.slice(0, -1));
  // A present field that does not fit: leave the field out (an optional one is then fine).
  if (key !== undefined && isObject(parent) && !Array.isArray(parent) && Object.hasOwn(parent, key)) {
    dropped.push({ path: pathText(path), sent: shortValue((parent as Record<PropertyKey, unknown>)[key]), problem: message(issue), what: 'field' });
    delete (parent as Record<PropertyKey, unknown>)[key];
    return true;
  }
  // Missing, or an item itself: leave out the nearest list item that holds it.
  for (let i = path.length - 1; i >= 0; i--) {
    const list = at(root, path.slice(0, i));
    const index = path[i];
    if (Array.isArray(list) && typeof index === 'number' && index < list.length) {
      // The field left out a round ago was required: one note for the item, with the first problem.
      const field = dropped.at(-1)?.what === 'field' && dropped.at(-1)?.path === pathText(path) ? dropped.pop() : undefined;
      const item = list[index] as { type?: unknown } | undefined;
      const sent = field ? field.sent : shortValue(item?.type ?? item);
      dropped.push({ path: pathText(path.slice(0, i + 1)), sent, problem: `${pathText(path.slice(i + 1)) || 'the item'}: ${field ? field.problem : message(issue)}`, what: 'item' });
      list.splice(index, 1);
      return true;
    }
  }
  return false;
}

export type Tolerant<T> = { ok: true; value: T; dropped: Dropped[] } | { ok: false; issues: Issue[]; dropped: Dropped[] };

/** The same answer without leaving anything out (content/ files: the first problem stops a read). */
export function parseStrictly<T>(schema: z.ZodType<T>, value: unknown): Tolerant<T> {
  const r = schema.safeParse(value);
  return r.success ? { ok: true, value: r.data, dropped: [] } : { ok: false, issues: r.error.issues, dropped: [] };
}

/** Parses a copy of `value`, leaving out what does not fit, one issue at a time (bounded). */
export function parseTolerantly<T>(schema: z.ZodType<T>, value: unknown, maxRounds = 40): Tolerant<T> {
  // Most documents fit: only one that does not is copied and mended.
  const first = parseStrictly(schema, value);
  if (first.ok) return first;
  const copy = structuredClone(value);
  const dropped: Dropped[] = [];
  for (let round = 0; ; round++) {
    const r = schema.safeParse(copy);
    if (r.success) return { ok: true, value: r.data, dropped };
    // Ignored properties first: they are never the editor's problem and never fail a document.
    const issue = r.error.issues.find((i) => i.code === 'unrecognized_keys') ?? r.error.issues[0]!;
    if (round >= maxRounds || !leaveOut(copy, issue, dropped)) return { ok: false, issues: r.error.issues, dropped };
  }
}
