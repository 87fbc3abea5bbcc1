// The buttons of the three app stores: plain, self-made buttons with the stores' own names, no
// badge artwork. The app dialog shows them in the browser; the views show the same component
// (views/stores.ts makes the list from the content).
export interface StoreLink { name: string; url: string }

/** The store buttons; `label` names the list for screen readers (the content's button text). */
export function StoreButtons({ stores, label }: { stores: StoreLink[]; label: string }) {
  return (
    <ul className="store-buttons" aria-label={label}>
      {stores.map((s) => (
        <li key={s.name}><a className="store-button" href={s.url} rel="noopener noreferrer">{s.name}</a></li>
      ))}
    </ul>
  );
}
