// The help centre's search box (the FAQ page's hero): the one search box, limited to FAQ
// items. Without JavaScript it is a GET form to the results page with the filter parameter
// (/arama/?q=…&tur=sss, /en/search/?q=…&type=faq); with it, FAQ answers appear as you type.
import { useView } from '../context.js';
import { Island } from '../Island.js';
import { useSearchBoxProps } from '../islands/search-box.js';
import { SEARCH_FILTER_PARAM } from '../../shared/site-rules.js';

export function HeroSearch() {
  const { t, locale } = useView();
  const param = SEARCH_FILTER_PARAM[locale];
  const box = useSearchBoxProps('faq-search', { filter: { name: param.name, value: param.faq, api: 'faq' }, suggestions: [] });
  box.labels = { ...box.labels, input: t('Sorularda ara'), placeholder: t('Sorunu yaz, cevabını bulalım') };
  return <div className="hero-search"><Island id="search-box" props={box} /></div>;
}
