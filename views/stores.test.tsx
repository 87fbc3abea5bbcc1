// The app's store buttons are one list in one look wherever the app is offered: the app
// dialog, the "get the app" strip and the app page show the same three stores from the app
// dialog's content, in the same order, with the same markup.
import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { ViewProvider, type ViewContext } from './context.js';
import { GetTheApp } from './GetTheApp.js';
import { AppStores } from '../pages/AppStores.js';
import { QrOverlay } from '../widgets/qr-overlay/qr-overlay.js';
import { storeLinks } from './stores.js';
import { StoreButtons } from '../widgets/shared/store-buttons.js';
import type { QrMessage } from '../server/content/schemas.js';

const qr = JSON.parse(readFileSync('content/qr-message.tr.json', 'utf8')) as QrMessage;
const p = qr.properties;
const lists = (html: string) => html.match(/<ul class="store-buttons"[^>]*>.*?<\/ul>/g) ?? [];

describe('the store buttons', () => {
  it('list App Store, Google Play and AppGallery with the content’s links, each opening without the opener', () => {
    const html = renderToStaticMarkup(<StoreButtons stores={storeLinks(p.stores)} label={p.buttonText} />);
    const links = [...html.matchAll(/<a class="store-button" href="([^"]+)" rel="noopener noreferrer">([^<]+)<\/a>/g)].map((m) => [m[2], m[1]]);
    expect(links).toEqual([['App Store', p.stores.appStore], ['Google Play', p.stores.googlePlay], ['AppGallery', p.stores.appGallery]]);
    expect(html).toContain(`aria-label="${p.buttonText}"`);
  });

  it('are the same markup in the app dialog, the "get the app" strip and the app page', () => {
    const one = renderToStaticMarkup(<StoreButtons stores={storeLinks(p.stores)} label={p.buttonText} />);
    const strip = renderToStaticMarkup(<ViewProvider value={{ qr } as unknown as ViewContext}><GetTheApp /></ViewProvider>);
    const page = renderToStaticMarkup(<AppStores title={p.title} text={p.storeText} label={p.buttonText} stores={storeLinks(p.stores)} />);
    const dialog = renderToStaticMarkup(<QrOverlay title={p.title} text={p.text} storeText={p.storeText} svg="<svg></svg>" buttonText={p.buttonText} closeLabel="Kapat" codeLabel="Karekod" stores={storeLinks(p.stores)} />);
    expect([strip, page, dialog].map(lists)).toEqual([[one], [one], [one]]);
  });
});
