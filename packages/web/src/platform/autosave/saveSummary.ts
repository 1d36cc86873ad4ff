/**
 * The saving state of all autosaved documents at once, for the status bar every planner page shows:
 * the worst state wins (a refused write, a conflict, a waiting retry, a write under way), so
 * "Gespeichert" means that every edit has reached the backend.
 */
import { createSelector } from '@reduxjs/toolkit';
import type { AutosaveState, DocSaveState } from './autosaveSlice';

export type SaveSummary = Pick<DocSaveState, 'status' | 'retryAt' | 'message'>;

const SAVED: SaveSummary = { status: 'saved' };

export function summarise(docs: DocSaveState[]): SaveSummary {
  // A refusal never goes away by waiting: the cook has to act (SaveRefusedNotice at the edit).
  const refused = docs.find((doc) => doc.status === 'refused');
  if (refused) return { status: 'refused', message: refused.message };
  const conflict = docs.find((doc) => doc.status === 'conflict');
  if (conflict) return { status: 'conflict', message: conflict.message };
  // Of several waiting retries the next one counts: it is the next chance to save.
  const retrying = docs
    .filter((doc) => doc.status === 'retrying')
    .sort((a, b) => (a.retryAt ?? 0) - (b.retryAt ?? 0))[0];
  if (retrying) return { status: 'retrying', retryAt: retrying.retryAt, message: retrying.message };
  if (docs.some((doc) => doc.status === 'saving')) return { status: 'saving' };
  if (docs.some((doc) => doc.status === 'pending')) return { status: 'pending' };
  return SAVED;
}

const NO_DOCS: AutosaveState['docs'] = {};

/** The autosave area joins the store with the first planner page; before that nothing is unsaved. */
export const selectSaveSummary = createSelector(
  [(state: { autosave?: AutosaveState }) => state.autosave?.docs ?? NO_DOCS],
  (docs) => summarise(Object.values(docs)),
);
