// Icons come from one self-hosted SVG sprite, cached once by the browser.
export function Icon({ name, className = 'icon', label }: { name: string; className?: string; label?: string }) {
  return (
    <svg className={className} aria-hidden={label ? undefined : true} role={label ? 'img' : undefined} aria-label={label} focusable="false">
      <use href={`/images/icons.svg#${name}`} />
    </svg>
  );
}
