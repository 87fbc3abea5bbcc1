// An FAQ item page answers its own question first, open, and lists the rest of its category
// after it; the category page keeps the content's order with every question closed.
import { describe, it, expect, beforeAll } from 'vitest';
import request from 'supertest';
import type { Express } from 'express';
import { testApp } from '../helpers/app.js';
import { dom } from '../helpers/html.js';
import type { SiteDeps } from '../../server/site.js';

let app: Express;
let deps: SiteDeps;

beforeAll(async () => {
  ({ app, deps } = await testApp());
});

const questions = (doc: Document) => [...doc.querySelectorAll('main details.faq-item')].map((d) => ({ id: d.id, open: d.hasAttribute('open') }));

describe('FAQ item page', () => {
  it.each(['tr', 'en'] as const)('puts its own question and answer first, then the other questions of the category (%s)', async (locale) => {
    const category = (await deps.content.list('faq', locale))[0]!;
    // The last item: before the fix it came last, below every other question.
    const item = category.items.at(-1)!;
    const path = deps.router.pathFor('faqItem', { category: category.slug, slug: item.slug }, locale);
    const res = await request(app).get(path);
    expect(res.status).toBe(200);
    const doc = dom(res.text);
    const list = questions(doc);
    expect(list[0]).toEqual({ id: item.slug, open: true });
    expect(list.slice(1).map((q) => q.id)).toEqual(category.items.filter((i) => i !== item).map((i) => i.slug));
    expect(list.slice(1).every((q) => !q.open)).toBe(true);
    // The answer is on the page before any other question.
    const text = doc.querySelector('main')!.textContent!;
    const answerStart = dom(`<!doctype html><html><body>${item.answer}</body></html>`).body.textContent!.trim().slice(0, 40);
    expect(text.indexOf(answerStart)).toBeGreaterThan(-1);
    expect(text.indexOf(answerStart)).toBeLessThan(text.indexOf(category.items[0]!.question));
    // The rest is introduced as the category's other questions.
    expect(doc.querySelector('main .faq-others h2')?.textContent).toContain(category.title);
  });

  it('leaves the category page in the content order, every question closed', async () => {
    const category = (await deps.content.list('faq', 'tr'))[0]!;
    const res = await request(app).get(deps.router.pathFor('faqCategory', { category: category.slug }, 'tr'));
    const list = questions(dom(res.text));
    expect(list.map((q) => q.id)).toEqual(category.items.map((i) => i.slug));
    expect(list.every((q) => !q.open)).toBe(true);
  });
});
