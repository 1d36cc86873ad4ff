/**
 * What ServiceWorkerUpdates.tsx loads after the page: registers the service worker and, when a new
 * version waits, loads the update prompt. The prompt is imported from here, not from the frame, so that
 * the first-load chunk does not even carry the list of the prompt's chunks.
 */
import type { ComponentType } from 'react';
import { registerServiceWorker, type ActivateUpdate } from './registerServiceWorker';

export interface Update {
  Prompt: ComponentType<{ activate: ActivateUpdate }>;
  activate: ActivateUpdate;
}

export function startServiceWorker(onUpdate: (update: Update) => void): void {
  registerServiceWorker((activate) => {
    void import('./UpdatePrompt').then(({ default: Prompt }) => onUpdate({ Prompt, activate }));
  });
}
