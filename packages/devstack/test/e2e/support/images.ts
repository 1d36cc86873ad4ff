/** Images in browser tests: whether one has loaded (recipe photos, issue #33). */
import type { Locator } from 'playwright-core';

/**
 * Waits until the image in `scope` whose address starts with `prefix` has loaded, and returns its natural
 * width (0 when it failed: a broken image). Scrolls it into view first, as a lazy image loads only there.
 */
export async function loadedWidth(scope: Locator, prefix: string): Promise<number> {
  const img = scope.locator(`img[src^="${prefix}"]`).first();
  await img.waitFor();
  await img.scrollIntoViewIfNeeded();
  return img.evaluate(
    (el: {
      complete: boolean;
      naturalWidth: number;
      addEventListener(type: string, listener: () => void, options: { once: boolean }): void;
    }) =>
      el.complete && el.naturalWidth > 0
        ? el.naturalWidth
        : new Promise<number>((resolve) => {
            el.addEventListener('load', () => resolve(el.naturalWidth), { once: true });
            el.addEventListener('error', () => resolve(0), { once: true });
          }),
  );
}
