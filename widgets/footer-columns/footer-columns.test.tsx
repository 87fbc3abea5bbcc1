import { describe, it, expect } from 'vitest';
import { parseHTML } from 'linkedom';
import { renderToString } from 'react-dom/server';
import { FooterColumns } from './footer-columns.js';

describe('FooterColumns server markup', () => {
  it('is an exclusive group of <details> with the first one open and each heading in its summary', () => {
    const columns = ['A', 'B', 'C'].map((title) => ({ title, links: [{ title: `${title}1`, url: `/${title}/` }] }));
    const { document } = parseHTML(`<div>${renderToString(<FooterColumns columns={columns} />)}</div>`);
    const details = [...document.querySelectorAll('details.footer-col')];
    expect(details.map((d) => [d.getAttribute('name'), d.hasAttribute('open'), d.querySelector('summary > h2')!.textContent])).toEqual([
      ['footer-cols', true, 'A'], ['footer-cols', false, 'B'], ['footer-cols', false, 'C'],
    ]);
    expect(details[1]!.querySelector('a')!.getAttribute('href')).toBe('/B/');
  });
});
