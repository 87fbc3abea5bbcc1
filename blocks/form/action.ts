// What a POST to a page with a form block does (the block's `action`, blocks/form/block.ts):
// same-origin check (csrf.ts), the body read strictly (body.ts), the fields checked
// (schemas.ts), the submission stored once (idempotency.ts), then 303 to the thank-you state
// (post/redirect/get; the form widget's fetch gets that page at once). Errors come back as the
// page itself with their status, the error summary and every value kept. `Accept:
// application/json` gets { ok, reference?, errors? } instead. The visitor's data reaches only
// the store: logs carry the reference.
import type { ActionAnswer, ActionContext } from '../define.js';
import type { Block } from '../../server/content/blocks/index.js';
import type { Translate } from '../../server/i18n.js';
import { readFormBody, type BodyProblem } from '../../server/forms/body.js';
import { checkSameOrigin } from '../../server/forms/csrf.js';
import { idempotencyKey } from '../../server/forms/idempotency.js';
import { FormInputError, type SubmitResult } from '../../server/forms/store.js';
import { FORM_ERROR, HONEYPOT, KEY_FIELD, SENT_QUERY, checkForm, type PageForm } from '../../server/forms/schemas.js';
import { blockId } from '../../server/content/block-id.js';

type FormBlock = Extract<Block, { type: 'form' }>;

const BODY_STATUS: Record<BodyProblem, number> = { tooLarge: 413, contentType: 415, malformed: 400 };

function bodyMessage(problem: BodyProblem, t: Translate): string {
  if (problem === 'tooLarge') return t('Gönderdiğin form çok büyük. Mesajını kısaltıp yeniden gönder.');
  return t('Form beklenmedik bir biçimde geldi. Sayfayı yenileyip yeniden dene.');
}

/** The answer with errors: the page for a browser, JSON for a program. */
function failWith(ctx: ActionContext, form: PageForm) {
  const json = ctx.req.accepts(['html', 'json']) === 'json';
  return (status: number, errors: Record<string, string>, values: Record<string, string> = {}): ActionAnswer => {
    if (!json) return { status, form: { form, values, errors } };
    ctx.res.status(status).setHeader('Cache-Control', 'no-store');
    ctx.res.json({ ok: false, errors });
    return { answered: true };
  };
}

export async function formAction(block: FormBlock, ctx: ActionContext): Promise<ActionAnswer> {
  const { req, res, t, locale, services: { logger } } = ctx;
  const form = block.form;
  const fail = failWith(ctx, form);
  const origin = checkSameOrigin(req, ctx.siteUrl);
  if (!origin.ok) {
    logger.info({ reqId: req.id, form, reason: origin.reason }, 'form refused: not from this site');
    // Nothing posted from another site is shown back.
    return fail(403, { [FORM_ERROR]: t('Bu form yalnızca kendi sitemizden gönderilebilir. Sayfayı yenileyip yeniden dene.') });
  }
  const body = await readFormBody(req, res);
  if (!body.ok) return fail(BODY_STATUS[body.problem], { [FORM_ERROR]: bodyMessage(body.problem, t) });
  const checked = checkForm(form, body.fields, t);
  // Over the limit: nothing is stored, and what was typed stays (one address can be many
  // visitors behind a carrier's NAT).
  if (ctx.overLimit) {
    logger.info({ reqId: req.id, form }, 'form refused: over the rate limit');
    return fail(429, { [FORM_ERROR]: t('Bu bağlantıdan kısa sürede çok fazla form gönderildi. Bilgilerin aşağıda duruyor: birkaç dakika sonra yeniden gönder ya da {{phone}} numarasından bize ulaş.', { phone: ctx.site.phone }) }, checked.values);
  }
  if (!checked.data) {
    if (body.fields.get(HONEYPOT)) logger.info({ reqId: req.id, form }, 'form refused: honeypot filled');
    return fail(400, checked.errors, checked.values);
  }
  const key = idempotencyKey({ kind: checked.kind, locale, data: checked.data, given: body.fields.get(KEY_FIELD), now: ctx.now });
  let result: SubmitResult;
  try {
    result = await ctx.services.forms.submit({ kind: checked.kind, locale, idempotencyKey: key, data: checked.data, now: ctx.now });
  } catch (err) {
    return notStored(ctx, form, err, (status, errors) => fail(status, errors, checked.values));
  }
  return sent(ctx, block, result);
}

/** The store refused (input it does not take) or failed: what was typed stays, and the page says what to do. */
function notStored(ctx: ActionContext, form: PageForm, err: unknown, fail: (status: number, errors: Record<string, string>) => ActionAnswer): ActionAnswer {
  const { t } = ctx;
  if (err instanceof FormInputError) return fail(400, { [FORM_ERROR]: t('Formu gönderemedik. Bilgilerini kontrol edip yeniden gönder.') });
  // Name and code only: a database message may quote the values it refused.
  const e = err as { name?: string; code?: string };
  ctx.services.logger.error({ reqId: ctx.req.id, form, err: { name: e?.name, code: e?.code } }, 'form submission not stored');
  ctx.res.setHeader('Retry-After', '120');
  return fail(503, { [FORM_ERROR]: t('Formunu şu anda kaydedemedik. Bilgilerin aşağıda duruyor: birkaç dakika sonra yeniden gönder ya da {{phone}} numarasından bize ulaş.', { phone: ctx.site.phone }) });
}

/** Stored: the reference as JSON, the thank-you state to the form widget's fetch, or 303 to it. */
function sent(ctx: ActionContext, block: FormBlock, result: { reference: string; created: boolean }): ActionAnswer {
  const { req, res, locale, services } = ctx;
  services.logger.info({ reqId: req.id, reference: result.reference, kind: block.form, created: result.created }, 'form submitted');
  if (result.created) services.onSubmitted?.();
  res.setHeader('Cache-Control', 'no-store');
  if (req.accepts(['html', 'json']) === 'json') {
    res.status(result.created ? 201 : 200).json({ ok: true, reference: result.reference });
    return { answered: true };
  }
  // The form widget's fetch (Sec-Fetch-Mode other than navigate) gets the thank-you state at
  // once: it makes no history entry, so there is nothing to reload, and it saves a request.
  const mode = req.headers['sec-fetch-mode'];
  if (mode && mode !== 'navigate') return { status: result.created ? 201 : 200, form: { form: block.form, sent: { reference: result.reference } } };
  // Post/redirect/get: a reload of the thank-you state never sends the form again.
  res.redirect(303, `${ctx.pagePath}?${SENT_QUERY[locale]}=${result.reference}#${blockId(block, locale)}`);
  return { answered: true };
}
