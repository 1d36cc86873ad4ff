/**
 * The view mode lives in the cookie `view-mode` (path /) so it survives reloads
 * (docs/product.md, "View mode").
 */
/** Light or dark view. */
export type ViewMode = 'light' | 'dark';

export const VIEW_MODE_COOKIE = 'view-mode';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The stored mode, or undefined when no valid cookie is set. */
export function readViewModeCookie(cookie: string = document.cookie): ViewMode | undefined {
  for (const part of cookie.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === VIEW_MODE_COOKIE && (value === 'light' || value === 'dark')) return value;
  }
  return undefined;
}

export function writeViewModeCookie(mode: ViewMode): void {
  document.cookie = `${VIEW_MODE_COOKIE}=${mode}; path=/; max-age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
}
