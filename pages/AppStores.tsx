// The app page's body: the three stores, with the QR overlay's store buttons.
import { StoreButtons, type StoreLink } from '../widgets/shared/store-buttons.js';

export function AppStores({ title, text, label, stores }: { title: string; text: string; label: string; stores: StoreLink[] }) {
  return (
    <section className="section">
      <div className="container narrow">
        <h1>{title}</h1>
        <p>{text}</p>
        <StoreButtons stores={stores} label={label} />
      </div>
    </section>
  );
}
