/**
 * The emotion cache of the prerender: key 'css', the key of emotion's default cache in the browser. The
 * prerendered page carries its MUI styles as `<style data-emotion="css …">`, and the browser's default
 * cache takes them over when it starts instead of inserting them again; so main.tsx needs no
 * CacheProvider, and the first-load chunk no code for one.
 *
 * The inline styles leave out the vendor prefixes emotion's default prefixer adds for browsers older than
 * the build's target (docs/architecture.md, "How the web app starts"): only the few the target's browsers
 * still need. Class names do not change with it: emotion hashes the styles before prefixing.
 */
import createCache, { type StylisElement, type StylisPlugin } from '@emotion/cache';

export const EMOTION_KEY = 'css';

/**
 * Properties that a browser of the build's target (es2022: Chrome 94, Safari 16, Firefox 93) still reads
 * only with `-webkit-`: Safari before 18 (backdrop-filter), before 17 (hyphens) and still today
 * (user-select, text-size-adjust), Chrome before 120 (mask) and before 136 (print-color-adjust), Chrome
 * (box-decoration-break) and `background-clip: text`.
 */
const WEBKIT_STILL_NEEDED = new Set([
  'user-select',
  'backdrop-filter',
  'hyphens',
  'text-size-adjust',
  'mask',
  'mask-image',
  'mask-size',
  'mask-position',
  'mask-repeat',
  'print-color-adjust',
  'box-decoration-break',
  'background-clip',
]);

/**
 * A stylis plugin in place of emotion's default prefixer: a declaration of a property above is written
 * with `-webkit-` and without; everything else as written (flexbox, transitions, `-ms-`, `-moz-`, the
 * `@-webkit-keyframes` copies and the placeholder variants are gone). Vendor properties MUI writes itself
 * (`-moz-appearance`, `-webkit-tap-highlight-color` …) stay.
 */
export const targetPrefixer: StylisPlugin = (element: StylisElement) => {
  if (element.type !== 'decl' || element.length < 0 || element.return) return;
  if (typeof element.props === 'string' && WEBKIT_STILL_NEEDED.has(element.props))
    element.return = `-webkit-${element.value}${element.value}`;
};

export function createEmotionCache() {
  return createCache({ key: EMOTION_KEY, stylisPlugins: [targetPrefixer] });
}
