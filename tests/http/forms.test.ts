// The representative application and the contact form over HTTP, in both languages, as a
// browser without JavaScript (and the form widget, which asks for the same pages) uses them:
// wrong input comes back as the page with status 400, an error summary and every value kept;
// right input is stored once and answered 303 to the thank-you state. Then what must be
// refused: other sites, bots, other content types, broken bodies and oversized fields.
import { describe, it, expect, beforeAll, beforeEach } from 'vitest';
import request from 'supertest';
import { testApp, tempDataDir, SITE_URL, cachedHtml } from '../helpers/app.js';
import { openFormStore } from '../../server/forms/open.js';
import { dom } from '../helpers/html.js';
import type { SiteDeps } from '../../server/site.js';
import { REFERENCE_PATTERN } from '../../server/forms/reference.js';
import { FORM_ANCHOR as ANCHOR, FORM_PAGES as PAGES, VALID_SUBMISSION as VALID } from '../helpers/forms.js';
import { LOCALES } from '../../shared/locale.js';
import type { FrontDoor } from '../../server/app.js';

const SENT = { tr: 'gonderildi', en: 'sent' } as const;
const PREFIX = { application: 'app', contact: 'contact' } as const;

type FormName = keyof typeof VALID;

let app: FrontDoor;
let deps: SiteDeps;
beforeAll(async () => ({ app, deps } = await testApp({ rateLimits: { search: 100, phone: 100, forms: 1000, reports: 100 } })));
// One app for the file (building the site takes a while); an empty store for every test.
beforeEach(async () => {
  await deps.forms.close();
  deps.forms = await openFormStore({ dataDir: tempDataDir() });
});

const encode = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
/** A form post as a browser makes it from the site's own page. */
const send = (path: string, fields: Record<string, string>, headers: Record<string, string> = { origin: SITE_URL }) =>
  request(app).post(path).set(headers).type('form').send(encode(fields));
const stored = () => deps.forms.list();
const summaryLinks = (doc: Document) => [...doc.querySelectorAll('.error-summary a')].map((a) => a.getAttribute('href'));
const value = (doc: Document, id: string) => doc.getElementById(id)?.getAttribute('value');
const attr = (el: Element, name: string) => [...el.attributes].find((a) => a.name.toLowerCase() === name)?.value;

describe.each(LOCALES)('forms in %s', (locale) => {
  describe.each(['application', 'contact'] as const)('%s', (form: FormName) => {
    const path = PAGES[form][locale];
    const p = PREFIX[form];

    it('is on its page as a POST form with the hidden fields and no error summary', async () => {
      const res = await request(app).get(path);
      expect(res.status).toBe(200);
      const doc = dom(res.text);
      const el = doc.querySelector(`#${ANCHOR[form][locale]} form`)!;
      expect(el.getAttribute('method')).toBe('post');
      expect(el.getAttribute('action')).toBe(`${path}#${ANCHOR[form][locale]}`);
      expect(el.querySelector('input[type=hidden][name=idempotencyKey]')?.getAttribute('value')).toBe('');
      const trap = el.querySelector('input[name=website]')!;
      // (React writes autoComplete and tabIndex in camel case; HTML reads them either way.)
      expect([attr(trap, 'tabindex'), attr(trap, 'autocomplete'), trap.closest('[aria-hidden=true]') !== null]).toEqual(['-1', 'off', true]);
      expect(doc.querySelector('.error-summary')).toBeNull();
      expect(doc.querySelector(`[data-island="form-enhance"] #${ANCHOR[form][locale]}-region form`)).not.toBeNull();
      // The privacy notice is linked from the acknowledgement.
      expect(el.querySelector(`label[for=${p}-notice] a`)?.getAttribute('href')).toMatch(locale === 'tr' ? /^\/gizlilik-ve-guvenlik\/kvkk-/ : /^\/en\/privacy-and-security\/personal-data/);
    });

    it('wrong input: 400, a summary linking to each faulty field, messages at the fields, every value kept', async () => {
      const wrong = { ...VALID[form], fullName: 'Ayşe <b>Yılmaz</b>', email: 'not-an-email', phone: '12', notice: '' };
      const res = await send(path, wrong);
      expect(res.status).toBe(400);
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.headers['x-robots-tag']).toBe('noindex');
      const doc = dom(res.text);
      expect(doc.title).toMatch(locale === 'tr' ? /^Hata: / : /^Error: /);
      // In page order: the application asks for the phone before the e-mail address.
      const faulty = form === 'application' ? ['phone', 'email', 'notice'] : ['email', 'phone', 'notice'];
      expect(summaryLinks(doc)).toEqual(faulty.map((f) => `#${p}-${f}`));
      for (const href of summaryLinks(doc)) expect(doc.getElementById(href!.slice(1)), href!).not.toBeNull();
      expect(doc.getElementById(`${p}-email-error`)?.textContent).toMatch(locale === 'tr' ? /e-posta/i : /email/i);
      expect(doc.getElementById(`${p}-email`)?.getAttribute('aria-describedby')).toContain(`${p}-email-error`);
      expect(doc.getElementById(`${p}-fullName-error`)).toBeNull();
      // Kept as typed, escaped, never markup.
      expect(value(doc, `${p}-fullName`)).toBe('Ayşe <b>Yılmaz</b>');
      expect(res.text).toContain('value="Ayşe &lt;b&gt;Yılmaz&lt;/b&gt;"');
      expect(value(doc, `${p}-email`)).toBe('not-an-email');
      expect(value(doc, `${p}-phone`)).toBe('12');
      expect(doc.querySelector(`#${p}-message`)?.textContent).toBe(VALID[form].message);
      expect((doc.getElementById(`${p}-notice`) as HTMLInputElement).hasAttribute('checked')).toBe(false);
      expect(await stored()).toEqual([]);
    });

    it('right input: 303 to the thank-you state, stored exactly once; a reload shows it again and sends nothing', async () => {
      const res = await send(path, VALID[form]);
      expect(res.status).toBe(303);
      const location = new URL(res.headers.location!, SITE_URL);
      expect(location.pathname).toBe(path);
      expect(location.hash).toBe(`#${ANCHOR[form][locale]}`);
      const reference = location.searchParams.get(SENT[locale])!;
      expect(reference).toMatch(REFERENCE_PATTERN);
      const all = await stored();
      expect(all).toHaveLength(1);
      expect(all[0]).toMatchObject({ reference, kind: form, locale });
      expect(all[0]!.data).toMatchObject({ fullName: VALID[form].fullName, email: VALID[form].email, noticeAcknowledged: true });

      for (let i = 0; i < 2; i++) {
        const thanks = await request(app).get(location.pathname + location.search);
        expect(thanks.status).toBe(200);
        expect(thanks.headers['cache-control']).toBe('private, no-store');
        expect(thanks.headers['x-robots-tag']).toBe('noindex');
        const doc = dom(thanks.text);
        expect(doc.querySelector('meta[name=robots]')?.getAttribute('content')).toMatch(/noindex/);
        expect(doc.querySelector('.form-sent .reference')?.textContent).toBe(reference);
        expect(doc.querySelector('.form-sent [data-focus]')?.textContent).toMatch(locale === 'tr' ? /aldık/ : /received/);
        expect(doc.querySelector(`#${ANCHOR[form][locale]} form`)).toBeNull();
      }
      expect(await stored()).toHaveLength(1);
      // The page cache, keyed by path, never holds a visitor's thank-you state.
      await request(app).get(path);
      expect(cachedHtml(deps.pageCache.get(path))).not.toContain(reference);
      expect((await request(app).get(path)).text).not.toContain(reference);
    });

    it('the same idempotency key twice stores one record and answers with the same reference', async () => {
      const key = '3b241101-e2bb-4255-8caf-4136c566a962';
      const first = await send(path, { ...VALID[form], idempotencyKey: key });
      // The second time with a changed message (a resend after an edit still counts as the same submission).
      const second = await send(path, { ...VALID[form], idempotencyKey: key, message: `${VALID[form].message} Teşekkürler.` });
      expect([first.status, second.status]).toEqual([303, 303]);
      expect(second.headers.location).toBe(first.headers.location);
      expect(await stored()).toHaveLength(1);
    });

    it('without a key (no JavaScript), the same submission twice is stored once; another one is new', async () => {
      const [a, b] = await Promise.all([send(path, VALID[form]), send(path, VALID[form])]);
      expect(a.headers.location).toBe(b.headers.location);
      const c = await send(path, { ...VALID[form], message: 'Bir şey daha sormak istiyorum, lütfen arayın.' });
      expect(c.headers.location).not.toBe(a.headers.location);
      expect(await stored()).toHaveLength(2);
    });

    it('answers the form widget\'s fetch with the thank-you state at once (no redirect to follow)', async () => {
      const res = await send(path, VALID[form], { origin: SITE_URL, 'sec-fetch-mode': 'cors', 'sec-fetch-site': 'same-origin' });
      expect(res.status).toBe(201);
      expect(res.headers['cache-control']).toBe('private, no-store');
      const reference = dom(res.text).querySelector(`#${ANCHOR[form][locale]}-region .form-sent .reference`)?.textContent;
      expect((await stored()).map((s) => s.reference)).toEqual([reference]);
    });

    it('answers JSON to an API kind of request', async () => {
      const bad = await send(path, { ...VALID[form], email: '' }, { origin: SITE_URL, accept: 'application/json' });
      expect(bad.status).toBe(400);
      expect(bad.body).toEqual({ ok: false, errors: { email: expect.any(String) } });
      const good = await send(path, VALID[form], { origin: SITE_URL, accept: 'application/json' });
      expect(good.status).toBe(201);
      expect(good.body).toEqual({ ok: true, reference: expect.stringMatching(REFERENCE_PATTERN) });
      const again = await send(path, VALID[form], { origin: SITE_URL, accept: 'application/json' });
      expect(again.status).toBe(200);
      expect(again.body.reference).toBe(good.body.reference);
    });

    it('refuses a post from another site with 403 and stores nothing', async () => {
      const crossSite: Record<string, string>[] = [{ origin: 'https://evil.example' }, { 'sec-fetch-site': 'cross-site', origin: SITE_URL }, { referer: 'https://evil.example/x' }];
      for (const headers of crossSite) {
        const res = await send(path, VALID[form], headers);
        expect(res.status, JSON.stringify(headers)).toBe(403);
        const doc = dom(res.text);
        expect(doc.querySelector('.error-summary li')?.textContent).toMatch(locale === 'tr' ? /kendi sitemizden/ : /our own website/);
        // Nothing posted from another site is shown back.
        expect(res.text).not.toContain(VALID[form].email);
      }
      const json = await send(path, VALID[form], { origin: 'https://evil.example', accept: 'application/json' });
      expect(json.status).toBe(403);
      expect(json.body.ok).toBe(false);
      expect(await stored()).toEqual([]);
    });

    it('refuses a filled honeypot with 400, keeping the values but not the trap', async () => {
      const res = await send(path, { ...VALID[form], website: 'https://spam.example' });
      expect(res.status).toBe(400);
      const doc = dom(res.text);
      expect(doc.querySelectorAll('.error-summary li')).toHaveLength(1);
      expect(value(doc, `${p}-email`)).toBe(VALID[form].email);
      expect(value(doc, `${p}-website`)).toBe('');
      expect(await stored()).toEqual([]);
    });

    it('refuses other content types with 415 and a readable page', async () => {
      const asJson = await request(app).post(path).set('origin', SITE_URL).set('content-type', 'application/json').send(JSON.stringify(VALID[form]));
      const multipart = await request(app).post(path).set('origin', SITE_URL).field('fullName', 'Ayşe');
      const latin = await request(app).post(path).set('origin', SITE_URL).set('content-type', 'application/x-www-form-urlencoded; charset=iso-8859-9').send('fullName=Ay%FEe');
      for (const res of [asJson, multipart, latin]) {
        expect(res.status).toBe(415);
        expect(res.headers['content-type']).toMatch(/text\/html/);
        expect(dom(res.text).querySelector(`#${ANCHOR[form][locale]} .error-summary li`)?.textContent).toMatch(locale === 'tr' ? /beklenmedik/ : /unexpected/);
      }
      expect(await stored()).toEqual([]);
    });

    it('refuses invalid UTF-8 and broken escapes with 400', async () => {
      for (const body of ['fullName=Ay%FEe', 'fullName=%C5', 'fullName=50%']) {
        const res = await request(app).post(path).set('origin', SITE_URL).type('form').send(body);
        expect(res.status, body).toBe(400);
        expect(dom(res.text).querySelector('.error-summary li')?.textContent).toMatch(locale === 'tr' ? /beklenmedik/ : /unexpected/);
      }
      const raw = await request(app).post(path).set('origin', SITE_URL).type('form').send(Buffer.from([0x66, 0x75, 0x6c, 0x6c, 0x4e, 0x61, 0x6d, 0x65, 0x3d, 0xfe]));
      expect(raw.status).toBe(400);
    });

    it('an oversized field is a 400 at that field; an oversized body a 413 page', async () => {
      const long = await send(path, { ...VALID[form], message: 'ş'.repeat(2001) });
      expect(long.status).toBe(400);
      expect(summaryLinks(dom(long.text))).toEqual([`#${p}-message`]);
      expect(dom(long.text).getElementById(`${p}-message-error`)?.textContent).toContain('2000');
      const huge = await send(path, { ...VALID[form], message: 'x'.repeat(40_000) });
      expect(huge.status).toBe(413);
      expect(dom(huge.text).querySelector('.error-summary li')?.textContent).toMatch(locale === 'tr' ? /çok büyük/ : /too large/);
      expect(await stored()).toEqual([]);
    });

    it('missing fields (an empty body) are errors at every required field', async () => {
      const res = await request(app).post(path).set('origin', SITE_URL).type('form').send('');
      expect(res.status).toBe(400);
      const required = form === 'application'
        ? ['fullName', 'businessName', 'businessType', 'taxType-company', 'taxNumber', 'city', 'district', 'phone', 'email', 'notice']
        : ['fullName', 'email', 'subject', 'message', 'notice'];
      expect(summaryLinks(dom(res.text))).toEqual(required.map((f) => `#${p}-${f}`));
    });
  });
});

describe('representative application rules', () => {
  const path = PAGES.application.tr;
  const errorsOf = async (fields: Record<string, string>) => {
    const res = await send(path, { ...VALID.application, ...fields });
    return res.status === 303 ? {} : Object.fromEntries([...dom(res.text).querySelectorAll('p.error')].map((e) => [e.id.replace(/^app-|-error$/g, ''), e.textContent]));
  };

  it('checks the tax number by the kind of business: 10 digits for a company, a T.C. number with its checksum for a sole trader', async () => {
    expect(Object.keys(await errorsOf({ taxType: 'individual', taxNumber: '10000000147' }))).toEqual(['taxNumber']);
    expect(Object.keys(await errorsOf({ taxType: 'individual', taxNumber: '1234567890' }))).toEqual(['taxNumber']);
    expect(Object.keys(await errorsOf({ taxType: 'company', taxNumber: '10000000146' }))).toEqual(['taxNumber']);
    expect(Object.keys(await errorsOf({ taxType: '', taxNumber: '1234567890' }))).toEqual(['taxType']);
    expect(await errorsOf({ taxType: 'company', taxNumber: '123 456 78 90' })).toEqual({});
    expect((await stored()).at(-1)!.data).toMatchObject({ taxType: 'company', taxNumber: '1234567890' });
  });

  it('accepts only one of the 81 provinces and a listed business type', async () => {
    expect(Object.keys(await errorsOf({ city: 'Atlantis', businessType: 'casino' }))).toEqual(['businessType', 'city']);
  });

  it('stores the phone in E.164, in the country the phone widget posts', async () => {
    expect(await errorsOf({ phone: '01512 3456789', phoneCountry: 'DE' })).toEqual({});
    expect(Object.keys(await errorsOf({ phone: '01512 3456789' }))).toEqual(['phone']);
    const data = (await stored()).map((s) => s.data.phone);
    expect(data).toEqual(['+4915123456789']);
    expect(await errorsOf({ phone: '0532 123 45 68', email: 'b@example.com' })).toEqual({});
    expect((await stored()).at(-1)!.data.phone).toBe('+905321234568');
  });

  it('the commercial messages consent is never ticked for the visitor and stored only as given', async () => {
    const page = dom((await request(app).get(path)).text);
    expect((page.getElementById('app-marketing') as HTMLInputElement).hasAttribute('checked')).toBe(false);
    await send(path, VALID.application);
    await send(path, { ...VALID.application, email: 'other@example.com', marketing: 'yes' });
    expect((await stored()).map((s) => s.data.commercialMessages)).toEqual([false, true]);
    // A form shown again keeps the visitor's own tick.
    const again = dom((await send(path, { ...VALID.application, email: 'x', marketing: 'yes' })).text);
    expect((again.getElementById('app-marketing') as HTMLInputElement).hasAttribute('checked')).toBe(true);
  });

  it('keeps the selects and the radio as chosen when the form comes back', async () => {
    const doc = dom((await send(path, { ...VALID.application, email: '' })).text);
    expect(doc.querySelector('#app-city option[selected]')?.textContent).toBe('İzmir');
    expect(doc.querySelector('#app-businessType option[selected]')?.getAttribute('value')).toBe('market');
    expect(doc.querySelector('input[name=taxType][checked]')?.getAttribute('value')).toBe('individual');
  });
});

describe('contact form subjects and the business enquiry', () => {
  it('a business subject is stored as an enquiry; the phone is optional', async () => {
    await send(PAGES.contact.en, { ...VALID.contact, subject: 'business', company: 'Kaya Tekstil', phone: '' });
    expect((await stored()).map((s) => [s.kind, s.data.subject, s.data.company, s.data.phone])).toEqual([['enquiry', 'business', 'Kaya Tekstil', undefined]]);
  });

  it('the virtual POS and corporate pages link to the contact form with "business" preselected, without JavaScript', async () => {
    for (const [from, to] of [['/sanal-pos/', '/iletisim/?konu=is-basvurusu#iletisim-formu'], ['/kurumsal/', '/iletisim/?konu=is-basvurusu#iletisim-formu'],
      ['/en/virtual-pos/', '/en/communication/?subject=business#contact-form'], ['/en/corporate/', '/en/communication/?subject=business#contact-form']]) {
      const links = [...dom((await request(app).get(from!)).text).querySelectorAll('main a')].map((a) => a.getAttribute('href'));
      expect(links, from).toContain(to);
      const res = await request(app).get(to!.split('#')[0]!);
      expect(res.status).toBe(200);
      const doc = dom(res.text);
      expect(doc.querySelector('#contact-subject option[selected]')?.getAttribute('value')).toBe('business');
      expect(doc.getElementById(to!.split('#')[1]!)).not.toBeNull();
      // Canonical: the bare page.
      expect(doc.querySelector('link[rel=canonical]')?.getAttribute('href')).toBe(SITE_URL + to!.split('?')[0]);
    }
  });

  it('the bare contact page stays the same for everyone, whatever was asked before', async () => {
    const bare = (await request(app).get('/iletisim/')).text;
    await request(app).get('/iletisim/?konu=sikayet');
    await send(PAGES.contact.tr, { ...VALID.contact, email: 'bad' });
    await request(app).get('/iletisim/?gonderildi=UL-2345-6789');
    const again = await request(app).get('/iletisim/');
    expect(again.text).toBe(bare);
    expect(dom(again.text).querySelector('#contact-subject option[selected]')?.getAttribute('value')).toBe('');
    expect(cachedHtml(deps.pageCache.get('/iletisim/'))).toBe(bare);
  });

  it('an unknown subject or a malformed reference shows the plain page', async () => {
    for (const q of ['?konu=kumar', '?konu=kart&konu=hesap', '?gonderildi=nope', '?gonderildi=UL-0000-0000']) {
      const res = await request(app).get(`/iletisim/${q}`);
      expect(res.status, q).toBe(200);
      const doc = dom(res.text);
      expect(doc.querySelector('.form-sent'), q).toBeNull();
      expect(doc.querySelector('#contact-subject option[selected]')?.getAttribute('value'), q).toBe('');
    }
  });
});
