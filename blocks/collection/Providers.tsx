// The in-network providers: a GET category filter that works without JavaScript, then one
// section per category with a card per provider and what can be paid or loaded there.
import type { ProvidersView } from '../../server/content/providers-filter.js';
import type { ProviderCategory } from '../../server/content/schemas.js';
import { useView } from '../../views/context.js';

const listLabel: Record<ProviderCategory, string> = {
  bills: 'Ödeyebileceklerin', loadPoints: 'Burada yapabileceklerin', qrMerchants: 'Ödeyebileceklerin',
};

export function ProvidersList({ view, anchor }: { view: ProvidersView; anchor?: string }) {
  const { t, locale, pathFor } = useView();
  const base = pathFor('providers');
  const action = anchor ? `${base}#${anchor}` : base;
  const selected = view.categories.find((c) => c.key === view.selected);
  const shown = view.groups.reduce((n, g) => n + g.providers.length, 0);
  return (
    <>
      <form method="get" action={action} className="place-filter">
        <div className="field">
          <label htmlFor="provider-category">{t('Kategori')}</label>
          <select id="provider-category" name={view.param} defaultValue={selected?.slug ?? ''}>
            <option value="">{t('Tüm kategoriler')}</option>
            {view.categories.map((c) => <option key={c.key} value={c.slug}>{`${c.name} (${c.count})`}</option>)}
          </select>
        </div>
        <div className="place-filter-actions">
          <button type="submit" className="button primary">{t('Filtrele')}</button>
          {selected || view.problem ? <a href={action}>{t('Filtreyi temizle')}</a> : null}
        </div>
      </form>
      {view.problem ? <p className="filter-problem" role="alert">{view.problem}</p> : null}
      <p className="result-count">
        {selected
          ? t('{{total}} anlaşmalı kurumdan {{count}} tanesi gösteriliyor.', { total: String(view.total), count: String(shown) })
          : t('{{groups}} kategoride {{total}} anlaşmalı kurum.', { groups: String(view.groups.length), total: String(view.total) })}
      </p>
      {view.groups.map((g) => {
        const slug = view.categories.find((c) => c.key === g.key)!.slug;
        return (
          <section key={g.key} className="provider-group" aria-labelledby={`kategori-${slug}`}>
            <h3 id={`kategori-${slug}`}>{g.name}</h3>
            <ul className="cards providers">
              {g.providers.map((p) => (
                <li key={p.slug} className="card" id={p.slug}>
                  <h4>{p.name}</h4>
                  <p>{p.description[locale]}</p>
                  <p className="meta">{t(listLabel[g.key])}</p>
                  <ul className="tag-list">
                    {p.payFor[locale].map((x) => <li key={x}>{x}</li>)}
                  </ul>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </>
  );
}
