// "12 gün kaldı" / "12 days left", "Bugün son gün", "3 gün sonra başlıyor": server-rendered in
// Türkiye days; the page cache lets the page go at the next Türkiye midnight.
import type { Countdown as CountdownT } from '../server/content/campaign-state.js';
import { useView } from './context.js';

export function countdownText(c: CountdownT, t: (s: string, v?: Record<string, string>) => string): string {
  const days = String(c.days);
  if (c.kind === 'left') return c.days === 0 ? t('Bugün son gün') : c.days === 1 ? t('Son 1 gün kaldı') : t('{{days}} gün kaldı', { days });
  return c.days === 1 ? t('Yarın başlıyor') : t('{{days}} gün sonra başlıyor', { days });
}

export function Countdown({ value, className = 'countdown' }: { value: CountdownT | undefined; className?: string }) {
  const { t } = useView();
  return value ? <p className={className}>{countdownText(value, t)}</p> : null;
}
