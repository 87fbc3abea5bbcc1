// The site's form endpoints, on the pages that carry a form block (the representative
// application, the contact page):
//  - POST: same-origin check (csrf.ts), the form body read strictly (body.ts), the fields
//    checked (schemas.ts), the submission stored once (idempotency.ts), then 303 to the
//    thank-you state (post/redirect/get; the form widget's fetch gets that page at once);
//    errors come back as the page itself with status 400, the error summary and every value
//    kept. `Accept: application/json` gets { ok, reference?, errors? } instead.
//  - GET with ?gonderildi=<reference> (?sent= in English): the thank-you state, private and
//    noindex; with ?konu=<subject> (?subject=) on the contact page: that subject preselected.
// None of these answers enters the page cache (keyed by path, the same for everyone), and the
// visitor's data reaches only the store: logs carry the reference.
import type { Request, Response, NextFunction, RequestHandler } from 'express';
import type { Logger } from 'pino';
import type { RouteMatch } from '../routes/paths.js';
import { isParamRoute, type StaticPageKey } from '../routes/route-map.js';
import { keyHeader } from '../edge/keys.js';
import { pageRoute, sendHtml, toPage, PRIVATE_HTML, PUBLIC_HTML, type PageRouteDeps } from '../http/page-routes.js';
import { resolvePage } from '../page-kinds/resolve.js';
import { renderPage } from '../render/render.js';
import { translator, type Translate } from '../i18n.js';
import type { FormViewState } from '../../views/forms/state.js';
import { readFormBody, type BodyProblem } from './body.js';
import { checkSameOrigin } from './csrf.js';
import { overLimit } from '../http/rate-limit.js';
import { idempotencyKey } from './idempotency.js';
import { REFERENCE_PATTERN } from './reference.js';
import { FormInputError, type FormStore } from './store.js';
import { FORM_ERROR, HONEYPOT, KEY_FIELD, SENT_QUERY, SUBJECT_QUERY, checkForm, subjectFromSlug, type PageForm } from './schemas.js';
import { blockId } from '../content/block-id.js';

export interface FormRoutesOptions {
  logger: Logger;
  /** The per-client limit on form posts (limits.forms). */
  limit: RequestHandler;
  /** After a new submission is stored: wakes the delivery worker. */
  onSubmitted?: () => void;
}

/** What a form's page is served with, and where its submissions go. */
type FormDeps = PageRouteDeps & { forms: FormStore };

interface FormPage { match: RouteMatch; form: PageForm; anchor: string }

/** The form of the request's page, if the page has one. */
async function formPage(deps: FormDeps, req: Request, res: Response): Promise<FormPage | undefined> {
  const match = pageRoute(deps, req, res);
  if (!match || isParamRoute(match.key) || match.key === 'search') return undefined;
  // The read names only the route and language: nothing of the request reaches the content cache.
  const page = await deps.content.getPage(match.key as StaticPageKey, match.locale);
  const block = page?.blocks.find((b) => b.type === 'form');
  return block?.type === 'form' ? { match, form: block.form, anchor: blockId(block, match.locale) } : undefined;
}

/** The page with its form in `state`, sent fresh: never from or into the page cache. */
async function renderForm(deps: FormDeps, req: Request, res: Response, page: FormPage, state: FormViewState, status: number, cacheControl: string) {
  const input = await resolvePage(deps, page.match, {}, { form: state });
  if (!input) throw new Error(`the page of ${page.match.key} disappeared`);
  const t = translator(deps.i18n, page.match.locale);
  const hasErrors = Object.keys(state.errors ?? {}).length > 0;
  if (cacheControl === PRIVATE_HTML) {
    // Answers to one visitor (errors, the thank-you state) are not for search engines.
    input.head = { ...input.head, indexable: false };
    res.setHeader('X-Robots-Tag', 'noindex');
  }
  // GOV.UK: the title says so too, for screen reader users who hear it first.
  if (hasErrors) input.head = { ...input.head, title: `${t('Hata')}: ${input.head.title}` };
  const html = await renderPage(deps, input);
  // A page every visitor of this URL gets (a preselected subject) names its content for the CDN.
  sendHtml(req, res, { ...toPage(html), keyHeader: cacheControl === PRIVATE_HTML ? undefined : keyHeader(deps.config.cdn.kind) }, cacheControl, status);
}

function bodyMessage(problem: BodyProblem, t: Translate): string {
  if (problem === 'tooLarge') return t('Gönderdiğin form çok büyük. Mesajını kısaltıp yeniden gönder.');
  return t('Form beklenmedik bir biçimde geldi. Sayfayı yenileyip yeniden dene.');
}

async function limitedMessage(deps: FormDeps, t: Translate): Promise<string> {
  const { phone } = await deps.content.getSite();
  return t('Bu bağlantıdan kısa sürede çok fazla form gönderildi. Bilgilerin aşağıda duruyor: birkaç dakika sonra yeniden gönder ya da {{phone}} numarasından bize ulaş.', { phone });
}

const BODY_STATUS: Record<BodyProblem, number> = { tooLarge: 413, contentType: 415, malformed: 400 };

async function post(deps: FormDeps, opts: FormRoutesOptions, req: Request, res: Response, page: FormPage) {
  const { form, match: { locale } } = page;
  const t = translator(deps.i18n, locale);
  const json = req.accepts(['html', 'json']) === 'json';
  const fail = (status: number, errors: Record<string, string>, values: Record<string, string> = {}) => {
    if (!json) return renderForm(deps, req, res, page, { form, values, errors }, status, PRIVATE_HTML);
    res.status(status).setHeader('Cache-Control', 'no-store');
    res.json({ ok: false, errors });
  };

  const origin = checkSameOrigin(req, deps.config.siteUrl);
  if (!origin.ok) {
    opts.logger.info({ reqId: req.id, form, reason: origin.reason }, 'form refused: not from this site');
    // Nothing posted from another site is shown back.
    return fail(403, { [FORM_ERROR]: t('Bu form yalnızca kendi sitemizden gönderilebilir. Sayfayı yenileyip yeniden dene.') });
  }
  const body = await readFormBody(req, res);
  if (!body.ok) return fail(BODY_STATUS[body.problem], { [FORM_ERROR]: bodyMessage(body.problem, t) });
  const checked = checkForm(form, body.fields, t);
  // Over the limit: nothing is stored, and what was typed stays (one address can be many
  // visitors behind a carrier's NAT).
  if (overLimit(req)) {
    opts.logger.info({ reqId: req.id, form }, 'form refused: over the rate limit');
    return fail(429, { [FORM_ERROR]: await limitedMessage(deps, t) }, checked.values);
  }
  if (!checked.data) {
    if (body.fields.get(HONEYPOT)) opts.logger.info({ reqId: req.id, form }, 'form refused: honeypot filled');
    return fail(400, checked.errors, checked.values);
  }

  const now = new Date();
  const key = idempotencyKey({ kind: checked.kind, locale, data: checked.data, given: body.fields.get(KEY_FIELD), now });
  let result;
  try {
    result = await deps.forms.submit({ kind: checked.kind, locale, idempotencyKey: key, data: checked.data, now });
  } catch (err) {
    if (err instanceof FormInputError) return fail(400, { [FORM_ERROR]: t('Formu gönderemedik. Bilgilerini kontrol edip yeniden gönder.') }, checked.values);
    // Name and code only: a database message may quote the values it refused.
    const e = err as { name?: string; code?: string };
    opts.logger.error({ reqId: req.id, form, err: { name: e?.name, code: e?.code } }, 'form submission not stored');
    res.setHeader('Retry-After', '120');
    const { phone } = await deps.content.getSite();
    return fail(503, { [FORM_ERROR]: t('Formunu şu anda kaydedemedik. Bilgilerin aşağıda duruyor: birkaç dakika sonra yeniden gönder ya da {{phone}} numarasından bize ulaş.', { phone }) }, checked.values);
  }
  opts.logger.info({ reqId: req.id, reference: result.reference, kind: checked.kind, created: result.created }, 'form submitted');
  if (result.created) opts.onSubmitted?.();
  res.setHeader('Cache-Control', 'no-store');
  if (json) return void res.status(result.created ? 201 : 200).json({ ok: true, reference: result.reference });
  // The form widget's fetch (Sec-Fetch-Mode other than navigate) gets the thank-you state at
  // once: it makes no history entry, so there is nothing to reload, and it saves a request.
  const mode = req.headers['sec-fetch-mode'];
  if (mode && mode !== 'navigate') return renderForm(deps, req, res, page, { form, sent: { reference: result.reference } }, result.created ? 201 : 200, PRIVATE_HTML);
  // Post/redirect/get: a reload of the thank-you state never sends the form again.
  res.redirect(303, `${deps.router.pathFor(page.match.key, page.match.params, locale)}?${SENT_QUERY[locale]}=${result.reference}#${page.anchor}`);
}

async function get(deps: FormDeps, req: Request, res: Response, next: NextFunction, page: FormPage) {
  const { form, match: { locale } } = page;
  const sent = req.query[SENT_QUERY[locale]];
  if (typeof sent === 'string' && REFERENCE_PATTERN.test(sent)) {
    return renderForm(deps, req, res, page, { form, sent: { reference: sent } }, 200, PRIVATE_HTML);
  }
  const subject = form === 'contact' ? subjectFromSlug(locale, req.query[SUBJECT_QUERY[locale].param]) : undefined;
  // The same HTML for everyone who opens this URL, so shared caches may keep it (by full URL);
  // its canonical link names the bare page.
  if (subject) return renderForm(deps, req, res, page, { form, values: { subject } }, 200, PUBLIC_HTML);
  next();
}

/** Form posts and the form pages' query states; everything else goes on to the page routes. */
export function formRoutes(deps: FormDeps, opts: FormRoutesOptions): RequestHandler {
  return async (req, res, next) => {
    try {
      const isGet = req.method === 'GET' || req.method === 'HEAD';
      if (!isGet && req.method !== 'POST') return next();
      // A plain GET is the cached page: only a query string can concern a form.
      if (isGet && !req.url.includes('?')) return next();
      const page = await formPage(deps, req, res);
      if (!page) return next();
      if (isGet) return await get(deps, req, res, next, page);
      opts.limit(req, res, (err?: unknown) => {
        if (err) return next(err);
        post(deps, opts, req, res, page).catch(next);
      });
    } catch (e) {
      next(e);
    }
  };
}
