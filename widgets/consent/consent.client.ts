// The consent banner and the tag manager, without React: it starts on `load`, so it counts
// against the page's JavaScript budget before interaction, and it works on the server markup.
// Nothing leaves for a third party until the visitor accepts (KVKK); the page-view event is
// pushed to dataLayer by the islands runtime either way, but only a tag manager would send it.
type Choice = 'granted' | 'denied';
type Win = { dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void };

export const KEY = 'consent';
import { GTM_ID_PATTERN as GTM_ID } from '../../shared/site-rules.js';

/** The stored choice; null when there is none or it cannot be read. */
export function readChoice(storage?: Pick<Storage, 'getItem'>): Choice | null {
  try {
    const v = JSON.parse((storage ?? localStorage).getItem(KEY) || 'null')?.value;
    return v === 'granted' || v === 'denied' ? v : null;
  } catch {
    return null;
  }
}

/** Consent Mode v2 (ads always denied, analytics granted), then the tag manager once. */
export function grant(w: Win, doc: Document, gtmId?: string): void {
  if (w.gtag) return w.gtag('consent', 'update', { analytics_storage: 'granted' });
  const dl = (w.dataLayer ||= []);
  w.gtag = function () {
    // gtag() pushes its arguments object: that is the shape the tag manager reads.
    w.dataLayer!.push(arguments);
  };
  // The page view was queued before the choice; the tag manager reads dataLayer in order, so
  // the consent defaults go before it.
  const queued = dl.splice(0);
  w.gtag('consent', 'default', { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' });
  w.gtag('consent', 'update', { analytics_storage: 'granted' });
  dl.push(...queued);
  if (!gtmId || !GTM_ID.test(gtmId)) return;
  dl.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const s = doc.createElement('script');
  s.async = true;
  s.src = 'https://www.googletagmanager.com/gtm.js?id=' + gtmId;
  doc.head.append(s);
}

export function mount(node: HTMLElement, props: unknown): void {
  const { gtmId } = props as { gtmId?: string };
  const w = window as unknown as Win;
  const banner = node.querySelector<HTMLElement>('.consent')!;
  let opener: HTMLElement | null = null;
  const close = () => {
    banner.hidden = true;
    opener?.focus();
    opener = null;
  };

  banner.addEventListener('click', (e) => {
    const value = (e.target as Element).closest<HTMLElement>('[data-consent]')?.dataset.consent as Choice | undefined;
    if (!value) return;
    try {
      localStorage.setItem(KEY, JSON.stringify({ value, at: new Date().toISOString() }));
    } catch {
      /* storage blocked: the choice holds for this page only */
    }
    if (value === 'granted') grant(w, document, gtmId);
    else w.gtag?.('consent', 'update', { analytics_storage: 'denied' }); // withdrawn on this page
    close();
  });
  // Reopened to change a choice: Escape leaves it as it was.
  banner.addEventListener('keydown', (e) => {
    if (e.key === 'Escape' && readChoice()) close();
  });
  // The footer's "Çerez Tercihleri" button.
  document.addEventListener('click', (e) => {
    const button = (e.target as Element).closest?.<HTMLElement>('[data-consent-open]');
    if (!button) return;
    opener = button;
    banner.hidden = false;
    banner.focus();
  });

  const stored = readChoice();
  if (stored === 'granted') grant(w, document, gtmId);
  else if (!stored) banner.hidden = false;
}
