// The exchange-rate pages' views: every currency of the newest bulletin, and one currency with
// our applied rates, its history (chart, figures and table, drawn on the server) and a calculator.
import { useView } from '../views/context.js';
import { Island } from '../views/Island.js';
import { formatDate, formatPercent } from '../shared/format.js';
import type { CurrencyRate } from '../server/rates/tcmb-xml.js';
import type { DayChange, Period, SeriesPoint } from '../server/rates/rate-view.js';
import type { CorridorRates } from '../server/calculator/corridor-rates.js';
import { destinationLabel } from '../server/calculator/form.js';
import { useCalculatorProps } from '../views/islands/transfer-calculator.js';
import { RateHistoryView } from '../views/rates/RateHistory.js';
import { rateFigure } from '../views/rates/words.js';

type Bulletin = { date: string; number: string };
interface Source { bulletin?: Bulletin; sample: boolean; failingSince?: string }

/** Which bulletin the figures are from, and whether they are a sample or kept while the source fails. */
function SourceNote({ bulletin, sample, failingSince }: Source) {
  const { t, locale } = useView();
  if (!bulletin) return <p className="lead">{t('Merkez Bankası\'nın kurlarını şu an gösteremiyoruz. Uygulamada her zaman güncel kuru görürsün.')}</p>;
  return (
    <>
      <p className="lead">{t('Türkiye Cumhuriyet Merkez Bankası\'nın {{date}} 15:30\'da yayımladığı {{number}} sayılı bültenindeki gösterge niteliğindeki kurlar.', { date: formatDate(bulletin.date, locale), number: bulletin.number })}</p>
      {sample ? <p className="notice" role="note">{t('Bu kurlar ve geçmişleri örnektir: site, Merkez Bankası\'na bağlanmadan örnek bir bültenle çalışıyor.')}</p> : null}
      {failingSince ? <p className="notice" role="status">{t('{{since}} tarihinden beri Merkez Bankası\'na ulaşamıyoruz; gösterilen kurlar {{date}} tarihli.', { since: failingSince, date: formatDate(bulletin.date, locale) })}</p> : null}
    </>
  );
}

/** "+0,1234 (+0,25 %)", with the direction in words for screen readers. */
function Change({ change }: { change?: DayChange }) {
  const { t, locale } = useView();
  if (!change) return <>–</>;
  const sign = change.change > 0n ? '+' : change.change < 0n ? '−' : '';
  const abs = change.change < 0n ? -change.change : change.change;
  const word = change.change > 0n ? t('arttı') : change.change < 0n ? t('azaldı') : t('değişmedi');
  return <span className="change"><span className="change-abs">{sign}{rateFigure(abs, locale)} </span>({sign}{formatPercent(Math.abs(change.percent), locale)})<span className="visually-hidden"> {word}</span></span>;
}

interface IndexRow { code: string; name: string; href: string; figure: CurrencyRate; change?: DayChange }

export function RatesIndex({ title, rows, ...source }: Source & { title: string; rows: IndexRow[] }) {
  const { t, locale } = useView();
  return (
    <section className="block rates">
      <div className="container">
        <h1>{title}</h1>
        <SourceNote {...source} />
        {rows.length ? (
          <div className="table-scroll" role="region" aria-labelledby="rates-caption" tabIndex={0}>
            <table className="rates-table">
              <caption id="rates-caption">{t('Döviz alış ve satış kurları (TL)')}</caption>
              <thead><tr><th scope="col">{t('Para birimi')}</th><th scope="col">{t('Döviz alış')}</th><th scope="col">{t('Döviz satış')}</th><th scope="col">{t('Günlük değişim')}</th></tr></thead>
              <tbody>
                {rows.map((r) => (
                  <tr key={r.code}>
                    <th scope="row"><a href={r.href}>{r.name}</a> <span className="code">{r.figure.unit === 1 ? r.code : `${r.figure.unit} ${r.code}`}</span></th>
                    <td>{r.figure.buying === undefined ? '–' : rateFigure(r.figure.buying, locale)}</td>
                    <td>{rateFigure(r.figure.selling, locale)}</td>
                    <td><Change change={r.change} /></td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
        <p>{t('Gösterge niteliğindeki bu kurlar bilgi içindir. Para gönderirken uyguladığımız kur, her para biriminin sayfasında hafta içi ve hafta sonu için ayrı ayrı yazıyor.')}</p>
        <p><a href="/api/rates">{t('Bugünün kurları JSON olarak')}</a> · <a href="/api/rates.csv">{t('CSV olarak')}</a></p>
      </div>
    </section>
  );
}

interface CurrencyData extends Source {
  code: string; name: string; title: string; figure: CurrencyRate; change?: DayChange; applied: CorridorRates[];
  period: Period; periods: { period: Period; href: string; current: boolean }[]; points: SeriesPoint[]; calculatorTo?: string;
}

export function CurrencyRates(d: CurrencyData) {
  const { t, locale, pathFor } = useView();
  return (
    <>
      <section className="block rates">
        <div className="container">
          <p className="eyebrow"><a href={pathFor('rates', {}, locale)}>{t('Döviz kurları')}</a></p>
          <h1>{d.title}</h1>
          <SourceNote {...d} />
          <dl className="rate-figures">
            <div><dt>{t('Döviz alış')}</dt><dd>{d.figure.buying === undefined ? '–' : rateFigure(d.figure.buying, locale)} TL</dd></div>
            <div><dt>{t('Döviz satış')}</dt><dd>{rateFigure(d.figure.selling, locale)} TL</dd></div>
            <div><dt>{t('Günlük değişim')}</dt><dd><Change change={d.change} /></dd></div>
          </dl>
          <p className="rate-unit">{t('Kurlar {{unit}} {{code}} için Türk lirası karşılığıdır.', { unit: String(d.figure.unit), code: d.code })}</p>
        </div>
      </section>
      <AppliedRates {...d} />
      <RateHistoryView code={d.code} unit={d.figure.unit} period={d.period} periods={d.periods} points={d.points} />
      {d.calculatorTo ? <RateCalculator to={d.calculatorTo} code={d.code} /> : null}
    </>
  );
}

/** Our rate for each destination paid in this currency: the Central Bank's plus the markup. */
function AppliedRates({ code, applied }: CurrencyData) {
  const { t, locale } = useView();
  const markup = (bp: bigint) => formatPercent(Number(bp) / 100, locale);
  return (
    <section className="block" aria-labelledby="applied-heading">
      <div className="container">
        <h2 id="applied-heading">{t('Unilira\'nın uyguladığı kur')}</h2>
        {applied.length ? (
          <>
            <p>{t('Para gönderirken Merkez Bankası\'nın döviz satış kurunun üstüne kur farkımızı ekleriz. Hafta sonu ve resmî tatillerde (arife günleri 13:00\'ten sonra) kur farkı daha yüksektir.')}</p>
            <div className="table-scroll" role="region" aria-labelledby="applied-caption" tabIndex={0}>
              <table className="rates-table">
                <caption id="applied-caption">{t('{{code}} gönderirken uyguladığımız kur (TL)', { code })}</caption>
                <thead><tr><th scope="col">{t('Nereye')}</th><th scope="col">{t('Hafta içi')}</th><th scope="col">{t('Hafta sonu ve tatil')}</th></tr></thead>
                <tbody>
                  {applied.map((a) => (
                    <tr key={a.corridor.id}>
                      <th scope="row">{destinationLabel(a.corridor, locale, t)}</th>
                      <td>{rateFigure(a.weekday.applied, locale)} <span className="markup">(+{markup(a.weekday.markupBp)})</span></td>
                      <td>{rateFigure(a.weekend.applied, locale)} <span className="markup">(+{markup(a.weekend.markupBp)})</span></td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        ) : <p>{t('Bu para birimiyle para göndermiyoruz; kuru bilgi için gösteriyoruz.')}</p>}
      </div>
    </section>
  );
}

/** The short calculator, set to this currency: its result opens on the calculator page. */
function RateCalculator({ to, code }: { to: string; code: string }) {
  const { t } = useView();
  const props = useCalculatorProps('rate-calc', undefined, false);
  return (
    <section className="block calc-block">
      <div className="container narrow">
        <h2>{t('Alıcıya kaç {{code}} ulaşır?', { code })}</h2>
        <Island id="transfer-calculator" props={{ ...props, values: { ...props.values, to } }} />
      </div>
    </section>
  );
}
