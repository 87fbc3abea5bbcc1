// Light, dark or system colour mode, kept in localStorage ('color-mode'). It only works with
// JavaScript, so it is shown only when the page's static head script marked <html class="js">.
export interface ColorModeProps { labels: { legend: string; light: string; dark: string; system: string } }

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
    </fieldset>
  );
}
