// The app's smart link: /uygulama and /en/app (with or without the slash) send an iPhone or
// iPad to the App Store, a Huawei phone to AppGallery and any other Android phone to Google
// Play, with a 302; everyone else gets the app page with all three (server/page-kinds/app-page.tsx).
// /uygulama, the short link in the QR code, answers in the visitor's language (language
// cookie, then Accept-Language, else Turkish).
// Every answer depends on the User-Agent: Vary: User-Agent and private, so no shared cache and
// not the page cache keep one visitor's answer for another.
import type { RequestHandler } from 'express';
import type { ContentSource } from '../content/source.js';
import type { Router } from '../routes/paths.js';
import type { Stores } from '../../views/stores.js';
import { detectLanguage, varies } from '../i18n.js';
import { LOCALES } from '../../shared/locale.js';
import { PER_DEVICE } from '../page-kinds/app-page.js';

export type Store = keyof Stores;

/** Which store a device has, from its User-Agent; Huawei first (its phones also say Android). */
export function storeFor(userAgent: string): Store | undefined {
  if (/HuaweiBrowser|HMSCore|\bHUAWEI|\bHONOR|\bHarmonyOS/i.test(userAgent)) return 'appGallery';
  if (/\b(iPhone|iPad|iPod)\b/.test(userAgent)) return 'appStore';
  if (/\bAndroid\b/i.test(userAgent)) return 'googlePlay';
  return undefined;
}

export function appLink(deps: { readonly content: Pick<ContentSource, 'getQrMessage'>; readonly router: Router }): RequestHandler {
  const { router } = deps;
  const paths = new Map(
    LOCALES.flatMap((l) => {
      const p = router.pathFor('app', {}, l);
      return [[p, l], [p.slice(0, -1), l]] as const;
    }),
  );
  // The short link the QR code of both languages opens (qr-message.*.json appUrl) names no
  // language: the visitor's is detected (server/i18n.ts). With the slash, each path is its
  // language's app page.
  const shortTr = router.pathFor('app', {}, 'tr').slice(0, -1);
  return async (req, res, next) => {
    let locale = paths.get(req.path);
    if (!locale || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
    try {
      res.vary('User-Agent');
      if (req.path === shortTr) {
        locale = detectLanguage(req, res).locale;
        res.vary(varies().join(', '));
      }
      res.setHeader('Cache-Control', PER_DEVICE);
      const store = storeFor(String(req.headers['user-agent'] ?? ''));
      if (store) return res.redirect(302, (await deps.content.getQrMessage(locale)).properties.stores[store]);
      const page = router.pathFor('app', {}, locale);
      if (req.path !== page) return res.redirect(302, page + req.originalUrl.slice(req.path.length));
      next();
    } catch (e) {
      next(e);
    }
  };
}
