// Exports for the people who read submissions: CSV for spreadsheets (with a BOM so Excel reads
// Turkish letters, and cells starting with = + - @ prefixed with ' so no cell runs as a
// formula) and JSON for programs.
import { stringify } from 'csv-stringify/sync';
import { FormInputError, type Submission } from './store.js';

const FIXED = ['reference', 'kind', 'locale', 'submitted_at', 'delivered_at'] as const;

function cell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

export function submissionsToCsv(submissions: readonly Submission[]): string {
  // One column per form field seen, in first-seen order (the three forms differ).
  const fields: string[] = [];
  for (const s of submissions) for (const k of Object.keys(s.data)) if (!fields.includes(k)) fields.push(k);
  const header = [...FIXED, ...fields.map((k) => ((FIXED as readonly string[]).includes(k) ? `data.${k}` : k))];
  const rows = submissions.map((s) => [
    s.reference, s.kind, s.locale, s.createdAt.toISOString(), s.deliveredAt?.toISOString() ?? '',
    ...fields.map((k) => cell(s.data[k])),
  ]);
  return stringify([header, ...rows], { bom: true, escape_formulas: true });
}

export function submissionsToJson(submissions: readonly Submission[]): string {
  const out = submissions.map((s) => ({
    reference: s.reference,
    kind: s.kind,
    locale: s.locale,
    submittedAt: s.createdAt.toISOString(),
    deliveredAt: s.deliveredAt?.toISOString() ?? null,
    deliveryAttempts: s.deliveryAttempts,
    data: s.data,
  }));
  return `${JSON.stringify(out, null, 2)}\n`;
}

/**
 * `--since` for exports: a date is midnight in Türkiye (UTC+03:00 all year), which is the day
 * the people reading the export mean; a full ISO timestamp is taken as written.
 */
export function parseSince(value: string): Date {
  const iso = /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00+03:00` : value;
  const date = /^\d{4}-\d{2}-\d{2}T/.test(iso) ? new Date(iso) : new Date(NaN);
  if (Number.isNaN(date.getTime())) throw new FormInputError(`--since must be a date (2026-01-01) or an ISO timestamp, not "${value.slice(0, 40)}"`);
  return date;
}
