// The `default` layout (spec section 2): header, page content, footer, QR overlay.
import type { ReactNode } from 'react';
import { Header } from './Header.js';
import { Footer } from './Footer.js';
import { QrOverlay } from './QrOverlay.js';
import { Consent } from './Consent.js';

export function DefaultLayout({ children }: { children: ReactNode }) {
  return (
    <>
      {/* First in the document so keyboard and screen-reader users meet the choice at once. */}
      <Consent />
      <Header />
      <main id="main" tabIndex={-1}>{children}</main>
      <Footer />
      <QrOverlay />
    </>
  );
}
