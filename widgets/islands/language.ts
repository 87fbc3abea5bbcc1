// The language switcher is a plain link to the equivalent page; following it also keeps the
// choice in the i18n_redirected cookie (365 days, Lax), so / can send a visitor to /en/.
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_S, isLocale } from '../../shared/locale.js';

export function setupLanguageCookie(): void {
  document.addEventListener('click', (e) => {
    const link = e.target instanceof Element ? e.target.closest<HTMLAnchorElement>('a[data-lang-switch]') : null;
    if (!link) return;
    const lang = link.dataset.langSwitch;
    if (!isLocale(lang)) return;
    const secure = location.protocol === 'https:' ? '; Secure' : '';
    document.cookie = `${LOCALE_COOKIE}=${lang}; Max-Age=${LOCALE_COOKIE_MAX_AGE_S}; Path=/; SameSite=Lax${secure}`;
  });
}
