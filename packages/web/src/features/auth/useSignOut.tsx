/**
 * „Abmelden“ in the account menu and on Mein Konto. Signing out deletes this device's stores of the person
 * (authSaga.ts, `logout`), with the edits and the photos taken offline that are still waiting there; when
 * there are any, the person is asked first instead of losing them without a word (docs/product.md,
 * "Dialogs and account corner").
 */
import { useState, type ReactNode } from 'react';
import { formatCount } from '@speiseplaner/shared';
import ConfirmDialog from '../../components/ConfirmDialog';
import { useAppDispatch, useAppSelector } from '../../platform/hooks';
import { selectUnsavedCount } from '../../platform/autosave/autosaveSlice';
import { logoutRequested } from './authSlice';

/**
 * Photos taken offline and not yet sent: the planner's `photoUploads` area (recipes/photoUploadSlice.ts),
 * read by its shape because recipes imports auth; 0 before a planner page loaded the area.
 */
const selectWaitingCount = (state: { photoUploads?: { waiting: readonly unknown[] } }): number =>
  state.photoUploads?.waiting.length ?? 0;

/** „Auf diesem Gerät sind 2 Änderungen und 1 Foto noch nicht gespeichert.“, in singular where it fits. */
export function unsavedWorkSentence(edits: number, photos: number): string {
  const parts = [
    ...(edits > 0 ? [formatCount(edits, 'Änderung', 'Änderungen')] : []),
    ...(photos > 0 ? [formatCount(photos, 'Foto', 'Fotos')] : []),
  ];
  const verb = edits + photos === 1 ? 'ist' : 'sind';
  return `Auf diesem Gerät ${verb} ${parts.join(' und ')} noch nicht gespeichert.`;
}

export function useSignOut(): { signOut: () => void; question: ReactNode } {
  const dispatch = useAppDispatch();
  const edits = useAppSelector(selectUnsavedCount);
  const photos = useAppSelector(selectWaitingCount);
  const [asking, setAsking] = useState(false);
  const signOut = () => (edits + photos > 0 ? setAsking(true) : dispatch(logoutRequested()));
  const question = asking ? (
    <ConfirmDialog
      title="Trotzdem abmelden?"
      confirmLabel="Trotzdem abmelden"
      busy={false}
      onConfirm={() => {
        setAsking(false);
        dispatch(logoutRequested());
      }}
      onClose={() => setAsking(false)}
    >
      {unsavedWorkSentence(edits, photos)} Beim Abmelden löscht die App die Daten dieses Geräts, und was nicht
      gespeichert ist, geht verloren. Bleiben Sie angemeldet, speichert die App alles, sobald wieder eine
      Verbindung besteht.
    </ConfirmDialog>
  ) : null;
  return { signOut, question };
}
