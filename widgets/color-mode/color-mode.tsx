// Light, dark or system colour mode, kept in localStorage ('color-mode'). It only works with
// JavaScript, so it is shown only when the page's static head script marked <html class="js">.
// A page that forces a mode (<html data-force-color-mode>) gets the control disabled, and
// the empty note below says why (filled in by the client).
export type ColorModeValue = 'light' | 'dark' | 'system';
export interface ColorModeProps {
  labels: { legend: string; light: string; dark: string; system: string; forcedLight: string; forcedDark: string };
}

export function ColorMode({ labels }: ColorModeProps) {
  return (
    <fieldset className="color-mode">
      <legend>{labels.legend}</legend>
      {(['light', 'dark', 'system'] as const).map((mode) => (
        <label key={mode}>
          <input type="radio" name="color-mode" value={mode} defaultChecked={mode === 'system'} />
          <span>{labels[mode]}</span>
        </label>
      ))}
      <span id="color-mode-note" className="color-mode-note" hidden />
    </fieldset>
  );
}
