// Same-origin links are prefetched on hover through speculation rules (the static rules are
// in the page, CSP-hashed); skipped when the visitor saves data or is on a 2g connection.
interface NetworkInformation { saveData?: boolean; effectiveType?: string }

export function shouldPrefetch(conn: NetworkInformation | undefined): boolean {
  return !(conn?.saveData || /(^|-)2g$/.test(conn?.effectiveType ?? ''));
}

export function setupPrefetch(): void {
  const conn = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  if (!shouldPrefetch(conn)) return;
  const rules = document.getElementById('speculation-rules-template');
  if (!rules || !HTMLScriptElement.supports?.('speculationrules')) return;
  const s = document.createElement('script');
  s.type = 'speculationrules';
  s.textContent = rules.textContent;
  document.head.append(s);
}
