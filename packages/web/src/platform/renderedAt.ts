/**
 * The moment the prerendered HTML was rendered: time-based lists (upcoming workshops) show what the
 * prerender showed until hydration is done. The build passes it to the server render and writes it on the
 * root element (`data-rendered-at`), where the browser reads it back.
 */
let serverTime: number | undefined;

/** The server render's time (src/prerender/entryServer.tsx). */
export function setRenderedAt(time: number): void {
  serverTime = time;
}

export function renderedAt(): number {
  if (serverTime !== undefined) return serverTime;
  const attribute =
    typeof document === 'undefined' ? undefined : document.getElementById('root')?.dataset.renderedAt;
  return attribute ? Number(attribute) : Date.now();
}
