// "Get the app" strip at the end of articles and campaign pages: the app message and the three
// store buttons (widgets/shared/store-buttons.tsx). Links and text come from the app dialog's
// content, so there is one place to change them. No script.
import { useView } from './context.js';
import { storeLinks } from './stores.js';
import { StoreButtons } from '../widgets/shared/store-buttons.js';

export function GetTheApp() {
  const { qr } = useView();
  const p = qr.properties;
  return (
    <section className="get-app container narrow" aria-labelledby="get-app-title">
      <div className="get-app-inner">
        <h2 id="get-app-title">{p.title}</h2>
        <p>{p.storeText}</p>
        <StoreButtons stores={storeLinks(p.stores)} label={p.buttonText} />
      </div>
    </section>
  );
}
