import type { BlockProps } from '../props.js';
import { useView } from '../../views/context.js';
import { Icon } from '../../widgets/shared/icon.js';

export function ContactCards({ block }: BlockProps<'contactCards'>) {
  const { site, t, pathFor } = useView();
  const a = site.address;
  return (
    <section id={block.id} className="block contact-cards">
      <div className="container">
        <h2>{block.title}</h2>
        <ul className="cards">
          <li className="card"><span className="card-icon"><Icon name="phone" /></span><h3>{t('Müşteri Hizmetleri')}</h3>
            <p><a href={`tel:${site.phone.replace(/\s/g, '')}`}>{site.phone}</a></p><p className="meta">{t('7 gün 24 saat')}</p></li>
          <li className="card"><span className="card-icon"><Icon name="mail" /></span><h3>{t('E-posta')}</h3>
            <p><a href={`mailto:${site.email}`}>{site.email}</a></p></li>
          <li className="card"><span className="card-icon"><Icon name="building" /></span><h3>{t('Genel Müdürlük')}</h3>
            <address>{site.legalName}<br />{a.streetAddress}<br />{a.postalCode} {a.addressLocality}</address></li>
          <li className="card"><span className="card-icon"><Icon name="document" /></span><h3>{t('Sıkça Sorulan Sorular')}</h3>
            <p><a href={pathFor('faq')}>{t('Cevabını hemen bul')}</a></p></li>
        </ul>
      </div>
    </section>
  );
}
