// Every page view pushes the spec's event to dataLayer. Nothing leaves the browser from
// here: the tag manager that reads dataLayer loads only after consent (widgets/consent).
type DataLayer = Record<string, unknown>[];

export function pageViewEvent(w: Pick<Window, 'location' | 'matchMedia'> & { document: Pick<Document, 'referrer' | 'title'> }) {
  return {
    event: 'content-view',
    page_location: w.location.href,
    page_referrer: w.document.referrer,
    device_category: w.matchMedia('(max-width: 767px), (pointer: coarse)').matches ? 'mobile' : 'desktop',
    page_title: w.document.title,
  };
}

export function pushPageView(): void {
  const w = window as unknown as { dataLayer?: DataLayer };
  (w.dataLayer ??= []).push(pageViewEvent(window));
}
