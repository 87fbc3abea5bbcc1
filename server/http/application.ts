// POST of the representative application form. Validates every field on the server (the
// phone with server/phone.ts, in the country the phone widget posts) and re-renders the page
// with the visitor's values, so nothing typed is lost. Online submission is not open yet: a
// valid form is answered with 503 and the phone and mail to apply through, never a silent
// discard.
import type { Request, Response, NextFunction } from 'express';
import { z } from 'zod';
import { checkPhone, isCountry } from '../phone.js';
import type { SiteDeps } from '../site.js';
import { resolvePage } from '../pages/resolve.js';
import { translator } from '../i18n.js';
import { renderPage } from '../render/render.js';
import { matchPage, sendHtml, toPage, PRIVATE_HTML } from './pages.js';
import type { FormState } from '../../views/blocks/application-form/ApplicationForm.js';

const text = (max: number) => z.string().trim().max(max);

export function validateApplication(body: Record<string, unknown>, t: (s: string) => string): FormState {
  const values: Record<string, string> = {};
  for (const k of ['fullName', 'phone', 'email', 'city', 'business', 'message', 'consent']) {
    const v = body[k];
    values[k] = typeof v === 'string' ? v.slice(0, 1000) : '';
  }
  const errors: Record<string, string> = {};
  const required = (k: string, max: number, msg: string) => {
    if (!text(max).min(2).safeParse(values[k]).success) errors[k] = msg;
  };
  required('fullName', 100, t('Adını ve soyadını yaz.'));
  required('city', 60, t('İlini yaz.'));
  required('business', 120, t('İşletmenin adını ve türünü yaz.'));
  if (!z.email().safeParse(values.email!.trim()).success) errors.email = t('Geçerli bir e-posta adresi yaz, örneğin ad@ornek.com.');
  // The country the phone widget chose (a hidden input); without JavaScript, Turkey.
  const country = typeof body.phoneCountry === 'string' ? body.phoneCountry.trim().toUpperCase() : '';
  values.phoneCountry = isCountry(country) ? country : 'TR';
  const raw = values.phone!.trim();
  if (!(raw.length <= 25 && /^[\d\s()+-]+$/.test(raw) && checkPhone(raw, values.phoneCountry).valid)) errors.phone = t('Geçerli bir telefon numarası yaz, örneğin 0532 123 45 67.');
  if (values.consent !== 'yes') errors.consent = t('Devam etmek için aydınlatma metnini okuduğunu onayla.');
  return { values, errors };
}

export function applicationPost(deps: SiteDeps) {
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const match = matchPage(deps, req.path);
      if (!match || match.key !== 'representativeApplication') return next();
      const t = translator(deps.i18n, match.locale);
      const state = validateApplication((req.body ?? {}) as Record<string, unknown>, t);
      const invalid = Object.keys(state.errors).length > 0;
      const site = await deps.content.getSite();
      state.notice = invalid
        ? { kind: 'error', text: t('Formda düzeltilmesi gereken alanlar var.') }
        : { kind: 'info', text: t('Çevrim içi başvurular şu anda alınamıyor. Bilgilerin aşağıda duruyor; başvurunu {{phone}} numaralı hattımızdan ya da {{email}} adresine yazarak iletebilirsin.', { phone: site.phone, email: site.email }) };
      const input = await resolvePage(deps, match, {}, { form: state });
      if (!input) return next();
      const html = await renderPage(deps, input);
      if (!invalid) res.setHeader('Retry-After', '86400');
      sendHtml(req, res, toPage(html), PRIVATE_HTML, invalid ? 400 : 503);
    } catch (e) {
      next(e);
    }
  };
}
