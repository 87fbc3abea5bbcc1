// The `default` layout (spec section 2): header, page content, footer, QR overlay.
import { createElement, type ReactNode } from 'react';
import { Header } from './Header.js';
import { Footer } from './Footer.js';
import { Island } from './Island.js';
import { useConsentProps } from './islands/consent.js';
import { useQrOverlayProps } from './islands/qr-overlay.js';

const Consent = () => <Island id="consent" props={useConsentProps()} />;
const QrOverlay = () => <Island id="qr-overlay" props={useQrOverlayProps()} />;

/** The parts around the page content; the renderer may cache each (server/render/layout-cache.tsx). */
export const layoutParts = { consent: Consent, header: Header, footer: Footer, qr: QrOverlay };
export type LayoutPart = keyof typeof layoutParts;

export function DefaultLayout({ children, part = (name) => createElement(layoutParts[name]) }: { children: ReactNode; part?: (name: LayoutPart) => ReactNode }) {
  return (
    <>
      {/* First in the document so keyboard and screen-reader users meet the choice at once. */}
      {part('consent')}
      {part('header')}
      <main id="main" tabIndex={-1}>{children}</main>
      {part('footer')}
      {part('qr')}
    </>
  );
}
