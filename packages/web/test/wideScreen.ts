/** Makes `(min-width: …)` queries match, as on a wide screen (jsdom has no matchMedia). */
export function wideScreen(): void {
  window.matchMedia = (query: string) =>
    ({
      matches: query.includes('min-width'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
    }) as unknown as MediaQueryList;
}
