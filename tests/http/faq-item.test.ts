// An FAQ item page asks its question once, as its heading, answers it right after, and lists
// the rest of its category after that; the category page keeps the content's order with every question closed.
import { describe, it, expect, beforeAll } from 'vitest';
import request from 'supertest';
import { testApp } from '../helpers/app.js';
import { dom } from '../helpers/html.js';
import type { SiteDeps } from '../../server/site.js';
import { LOCALES } from '../../shared/locale.js';
import type { FrontDoor } from '../../server/app.js';

let app: FrontDoor;
let deps: SiteDeps;

beforeAll(async () => {
  ({ app, deps } = await testApp());
});

const questions = (doc: Document) => [...doc.querySelectorAll('main details.faq-item')].map((d) => ({ id: d.id, open: d.hasAttribute('open') }));

describe('FAQ item page', () => {
  it.each(LOCALES)('puts its question as the heading and its answer right after it, then the other questions of the category (%s)', async (locale) => {
    const category = (await deps.content.list('faq', locale))[0]!;
    // The last item: before the fix it came last, below every other question.
    const item = category.items.at(-1)!;
    const path = deps.router.pathFor('faqItem', { category: category.slug, slug: item.slug }, locale);
    const res = await request(app).get(path);
    expect(res.status).toBe(200);
    const doc = dom(res.text);
    const main = doc.querySelector('main')!;
    // The question is the page's heading, and appears nowhere else in main but the breadcrumb
    // trail (which names every page it ends on).
    expect(main.querySelector('h1')?.textContent).toBe(item.question);
    const outsideTrail = [...main.children].filter((el) => !el.matches('.breadcrumbs')).map((el) => el.textContent).join(' ');
    expect(outsideTrail.split(item.question).length - 1).toBe(1);
    // The answer follows the heading directly.
    const answer = main.querySelector('h1')!.nextElementSibling!;
    const answerText = dom(`<!doctype html><html><body>${item.answer}</body></html>`).body.textContent!.trim();
    expect(answer.textContent!.trim()).toBe(answerText);
    // The other questions come after, closed, in the content's order.
    const list = questions(doc);
    expect(list.map((q) => q.id)).toEqual(category.items.filter((i) => i !== item).map((i) => i.slug));
    expect(list.every((q) => !q.open)).toBe(true);
    const text = main.textContent!;
    expect(text.indexOf(answerText.slice(0, 40))).toBeGreaterThan(-1);
    expect(text.indexOf(answerText.slice(0, 40))).toBeLessThan(text.indexOf(category.items[0]!.question));
    // The rest is introduced as the category's other questions.
    expect(doc.querySelector('main .faq-others h2')?.textContent).toContain(category.title);
    // The element the page scrolls to (its id the slug) holds the heading and the answer.
    const target = doc.querySelector('[data-scroll-target]')!;
    expect(target.id).toBe(item.slug);
    expect(target.contains(answer)).toBe(true);
  });

  it('leaves the category page in the content order, every question closed', async () => {
    const category = (await deps.content.list('faq', 'tr'))[0]!;
    const res = await request(app).get(deps.router.pathFor('faqCategory', { category: category.slug }, 'tr'));
    const list = questions(dom(res.text));
    expect(list.map((q) => q.id)).toEqual(category.items.map((i) => i.slug));
    expect(list.every((q) => !q.open)).toBe(true);
  });
});
