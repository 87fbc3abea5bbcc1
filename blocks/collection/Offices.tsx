// The representative offices list: a GET filter by city and district that works without
// JavaScript, the number shown, and a card per office with its opening status in Türkiye's
// time, address, phone, hours, services and a link to a maps search.
import type { OfficesView, ShownOffice } from '../../server/content/offices-filter.js';
import type { OfficeService } from '../../server/content/schemas.js';
import { describeHours, dayName } from '../../server/content/opening-hours.js';
import { useView } from '../../views/context.js';
import { Icon } from '../../widgets/shared/icon.js';
import { formatDay } from '../../shared/format.js';

const serviceNames: Record<OfficeService, string> = {
  cashDeposit: 'Nakit para yatırma', cashWithdrawal: 'Nakit para çekme', moneygram: 'MoneyGram ile para alma', cardSales: 'Kart satışı',
};

export function OfficesList({ view, anchor }: { view: OfficesView; anchor?: string }) {
  const { t, pathFor } = useView();
  const base = pathFor('offices');
  const action = anchor ? `${base}#${anchor}` : base;
  const filtered = !!(view.city || view.district);
  return (
    <>
      <form method="get" action={action} className="place-filter">
        <div className="field">
          <label htmlFor="office-city">{t('İl')}</label>
          <select id="office-city" name={view.params.city} defaultValue={view.city?.slug ?? ''}>
            <option value="">{t('Tüm iller')}</option>
            {view.cities.map((c) => <option key={c.slug} value={c.slug}>{`${c.name} (${c.count})`}</option>)}
          </select>
        </div>
        <div className="field">
          <label htmlFor="office-district">{t('İlçe')}</label>
          {/* After a city is chosen, its districts; before, every district under its city. */}
          <select id="office-district" name={view.params.district} defaultValue={view.district ?? ''}>
            <option value="">{t('Tüm ilçeler')}</option>
            {view.city
              ? view.city.districts.map((d) => <option key={d.slug} value={d.slug}>{`${d.name} (${d.count})`}</option>)
              : view.cities.map((c) => (
                <optgroup key={c.slug} label={c.name}>
                  {c.districts.map((d) => <option key={d.slug} value={d.slug}>{`${d.name} (${d.count})`}</option>)}
                </optgroup>
              ))}
          </select>
        </div>
        <div className="place-filter-actions">
          <button type="submit" className="button primary">{t('Filtrele')}</button>
          {filtered || view.problem ? <a href={action}>{t('Filtreyi temizle')}</a> : null}
        </div>
      </form>
      {view.problem ? <p className="filter-problem" role="alert">{view.problem}</p> : null}
      {view.note ? <p className="filter-note">{view.note}</p> : null}
      <p className="result-count">
        {filtered
          ? t('{{total}} temsilcilikten {{count}} tanesi gösteriliyor.', { total: String(view.total), count: String(view.offices.length) })
          : t('{{cities}} ilde {{total}} temsilcilik.', { cities: String(view.cities.length), total: String(view.total) })}
        {' '}{t('Açık/kapalı bilgisi Türkiye saatine göredir.')}
      </p>
      <ul className="cards offices">
        {view.offices.map((o) => <OfficeCard key={o.slug} office={o} href={`${base}#${o.slug}`} />)}
      </ul>
    </>
  );
}


function OfficeCard({ office: o, href }: { office: ShownOffice; href: string }) {
  const { t, locale } = useView();
  const s = o.status;
  const next = s.open ? t('Kapanış {{time}}', { time: s.closes }) + (s.holiday ? ` (${s.holiday.name[locale]})` : '')
    : s.inDays === 0 ? t('Açılış {{time}}', { time: s.opens })
      : s.inDays === 1 ? t('Açılış yarın {{time}}', { time: s.opens })
        // Past a holiday the opening can be over a week away: then the date, not the weekday.
        : t('Açılış {{day}} {{time}}', { day: s.inDays < 7 ? (locale === 'tr' ? dayName(s.day, 'tr').toLocaleLowerCase('tr') : dayName(s.day, 'en')) : formatDay(s.date, locale), time: s.opens });
  const state = s.open ? t('Şu an açık')
    : s.holiday ? t(s.holiday.from ? 'Bugün öğleden sonra resmî tatil ({{name}})' : 'Bugün resmî tatil ({{name}})', { name: s.holiday.name[locale] })
      : t('Şu an kapalı');
  const maps = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${o.address}, Türkiye`)}`;
  return (
    <li className="card office-card" id={o.slug}>
      <h3><a href={href}>{o.name[locale]}</a></h3>
      <p className={`office-status ${s.open ? 'is-open' : 'is-closed'}`}><strong>{state}</strong>{` · ${next}`}</p>
      <p className="meta"><Icon name="map" /> {o.district} / {o.city}</p>
      <address>{o.address}</address>
      <p><a href={`tel:${o.phone.replace(/\s/g, '')}`}>{o.phone}</a></p>
      <p className="meta"><Icon name="clock" /> {describeHours(o.hours, locale, { everyDay: t('Her gün'), weekdays: t('Hafta içi') })}</p>
      <ul className="tag-list" aria-label={t('Hizmetler')}>
        {o.services.map((x) => <li key={x}>{t(serviceNames[x])}</li>)}
      </ul>
      <p><a href={maps}>{t('Haritada aç')}<span className="visually-hidden">{`: ${o.name[locale]}`}</span></a></p>
    </li>
  );
}
