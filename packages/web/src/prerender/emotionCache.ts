/**
 * The emotion cache of the prerender: key 'css', the key of emotion's default cache in the browser. The
 * prerendered page carries its MUI styles as `<style data-emotion="css …">`, and the browser's default
 * cache takes them over when it starts instead of inserting them again; so main.tsx needs no
 * CacheProvider, and the first-load chunk no code for one.
 */
import createCache from '@emotion/cache';

export const EMOTION_KEY = 'css';

export function createEmotionCache() {
  return createCache({ key: EMOTION_KEY });
}
