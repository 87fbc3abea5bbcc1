// The consent banner (KVKK). Rendered hidden for everyone (a URL's HTML is the same for
// every visitor); the client shows it while no choice is stored, and again from the footer's
// "Çerez Tercihleri" button. Without JavaScript nothing third-party can load, so there is
// nothing to consent to. Accept and reject look and weigh the same.
export interface ConsentProps {
  gtmId?: string;
  labels: { title: string; text: string; accept: string; reject: string; policy: string };
  policyHref: string;
}

export function ConsentBanner({ labels, policyHref }: ConsentProps) {
  return (
    <section id="consent" className="consent" aria-labelledby="consent-title" tabIndex={-1} hidden>
      <h2 id="consent-title">{labels.title}</h2>
      <p>{labels.text} <a href={policyHref}>{labels.policy}</a></p>
      <p className="consent-actions">
        <button type="button" className="button secondary" data-consent="denied">{labels.reject}</button>
        <button type="button" className="button secondary" data-consent="granted">{labels.accept}</button>
      </p>
    </section>
  );
}
