import { describe, it, expect } from 'vitest';
import { parseHTML } from 'linkedom';
import { renderToString } from 'react-dom/server';
import { createElement } from 'react';
import { readMode } from './color-mode.client.js';
import { ColorMode } from './color-mode.js';

describe('readMode', () => {
  it('reads light or dark, and treats anything else (or blocked storage) as system', () => {
    expect(readMode({ getItem: () => 'dark' })).toBe('dark');
    expect(readMode({ getItem: () => 'light' })).toBe('light');
    expect(readMode({ getItem: () => 'system' })).toBe('system');
    expect(readMode({ getItem: () => null })).toBe('system');
    expect(readMode({ getItem: () => 'purple' })).toBe('system');
    expect(readMode({ getItem: () => { throw new Error('SecurityError'); } })).toBe('system');
  });
});

describe('ColorMode', () => {
  it('renders a labelled radio group with system checked and an empty, hidden note', () => {
    const labels = { legend: 'Görünüm', light: 'Açık', dark: 'Koyu', system: 'Sistem', forcedLight: 'L', forcedDark: 'D' };
    const { document } = parseHTML(`<div>${renderToString(createElement(ColorMode, { labels }))}</div>`);
    expect(document.querySelector('fieldset legend')!.textContent).toBe('Görünüm');
    const radios = [...document.querySelectorAll('input[type="radio"][name="color-mode"]')];
    expect(radios.map((r) => [r.getAttribute('value'), r.closest('label')!.textContent, r.hasAttribute('checked')])).toEqual([
      ['light', 'Açık', false], ['dark', 'Koyu', false], ['system', 'Sistem', true],
    ]);
    const note = document.querySelector('.color-mode-note')!;
    expect(note.hasAttribute('hidden')).toBe(true);
    expect(note.textContent).toBe('');
  });
});
