// The app page's body: the three stores, with the QR overlay's store-button look.
export function AppStores({ title, text, label, stores }: { title: string; text: string; label: string; stores: { name: string; url: string }[] }) {
  return (
    <section className="section">
      <div className="container narrow">
        <h1>{title}</h1>
        <p>{text}</p>
        <ul className="store-buttons" aria-label={label}>
          {stores.map((s) => (
            <li key={s.name}><a className="store-button" href={s.url} rel="noopener noreferrer">{s.name}</a></li>
          ))}
        </ul>
      </div>
    </section>
  );
}
