// Where browsers send Content Security Policy violations (report-uri and the Reporting API).
// Logged without personal data: the directive, the blocked resource's origin only, and the
// page's path without its query. Rate limited per client in app.ts.
import express, { type RequestHandler } from 'express';
import type { Logger } from 'pino';
import { redactUrl } from './request-log.js';
import { maskLogged } from '../text/mask.js';

const TYPES = ['application/csp-report', 'application/reports+json', 'application/json'];

const originOf = (u: unknown): string | undefined => {
  if (typeof u !== 'string') return undefined;
  if (/^(inline|eval|self|data|blob|wasm-eval|trusted-types-sink)$/.test(u)) return u;
  try { return new URL(u).origin; } catch { return 'invalid'; }
};
const pathOf = (u: unknown): string | undefined => {
  if (typeof u !== 'string') return undefined;
  try { return redactUrl(new URL(u).pathname).path; } catch { return undefined; }
};

/** One violation, from either report format, reduced to what an operator needs. */
function summarise(r: Record<string, unknown>) {
  const directive = r['effective-directive'] ?? r.effectiveDirective ?? r['violated-directive'];
  return {
    directive: typeof directive === 'string' ? maskLogged(directive, 60) : undefined,
    blocked: originOf(r['blocked-uri'] ?? r.blockedURL),
    page: pathOf(r['document-uri'] ?? r.documentURL),
  };
}

export function cspReport(logger: Logger): RequestHandler[] {
  return [
    express.json({ type: TYPES, limit: '8kb' }),
    (req, res) => {
      const body = req.body as unknown;
      const reports = Array.isArray(body)
        ? body.filter((x) => x && typeof x === 'object' && (x as { type?: unknown }).type === 'csp-violation').map((x) => (x as { body?: unknown }).body)
        : [(body as { 'csp-report'?: unknown } | undefined)?.['csp-report']];
      for (const r of reports.slice(0, 5)) {
        if (r && typeof r === 'object') logger.warn({ csp: summarise(r as Record<string, unknown>) }, 'csp violation');
      }
      res.status(204).end();
    },
  ];
}
