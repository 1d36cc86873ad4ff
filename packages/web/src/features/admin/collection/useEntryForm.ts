/**
 * The collection kit's form state (collection.ts): the form's fields, their German messages from the
 * shared check, and the version the form started from (its base). A save names the base's version; when
 * the backend refuses it because another admin saved meanwhile, the reloaded list holds a newer version
 * of the entry and `conflict` offers the stored version (`loadStored`) or the admin's own on top of it
 * (`keepMine`). Nothing typed is lost on a refusal. EntryFormDialog.tsx shows it.
 */
import { useEffect, useState } from 'react';
import { storedVersion } from '@speiseplaner/shared';
import type { Command } from '../../../platform/command';
import { useAppDispatch } from '../../../platform/hooks';
import type { UnknownAction } from '@reduxjs/toolkit';
import type { SaveRequest } from './collection';

export interface EntryFormOptions<T, F extends object, E extends string> {
  /** The collection's form actions (collection.ts). */
  collection: { saveReset: () => UnknownAction; saveRequested: (request: SaveRequest<T>) => UnknownAction };
  /** The entry to edit; null for a new one. */
  entry: T | null;
  /** The section's list and save (the slice's state). */
  items: T[];
  save: Command;
  keyOf: (entry: T) => string;
  formOf: (entry: T) => F;
  emptyForm: F;
  /** The shared check: the entry to save from the form, based on `basis` (null: new), or the messages. */
  check: (form: F, basis: T | null) => { entry: T } | { errors: Partial<Record<E, string>> };
  onClose: () => void;
}

export function useEntryForm<T, F extends object, E extends string & keyof F>({
  collection,
  entry,
  items,
  save,
  keyOf,
  formOf,
  emptyForm,
  check,
  onClose,
}: EntryFormOptions<T, F, E>) {
  const dispatch = useAppDispatch();
  /** The version the form started from: what the backend must still hold for the save to go through. */
  const [base, setBase] = useState<T | null>(entry);
  const [form, setForm] = useState<F>(entry ? formOf(entry) : emptyForm);
  const [errors, setErrors] = useState<Partial<Record<E, string>>>({});
  const saving = save.status === 'sending';
  const stored = base ? items.find((item) => keyOf(item) === keyOf(base)) : undefined;
  const conflict =
    save.status === 'failed' &&
    base !== null &&
    stored !== undefined &&
    storedVersion(stored as object) !== storedVersion(base as object);
  const { saveReset, saveRequested } = collection;

  useEffect(() => {
    dispatch(saveReset());
  }, [dispatch, saveReset]);
  useEffect(() => {
    if (save.status === 'done') {
      dispatch(saveReset());
      onClose();
    }
  }, [save.status, dispatch, onClose, saveReset]);

  const close = () => {
    dispatch(saveReset());
    onClose();
  };
  const set = (key: keyof F, value: string | boolean) => setForm((f) => ({ ...f, [key]: value }) as F);
  /** The props of a text field for `key`: its value, its German message, disabled while saving. */
  const field = (key: E) => ({
    value: form[key],
    onChange: (event: { target: { value: string } }) => set(key, event.target.value),
    error: errors[key] !== undefined,
    helperText: errors[key],
    disabled: saving,
    fullWidth: true,
  });
  const send = (basis: T | null) => {
    const checked = check(form, basis);
    if ('errors' in checked) return setErrors(checked.errors);
    setErrors({});
    dispatch(
      saveRequested({
        entry: checked.entry,
        version: storedVersion(basis as object | null),
        isNew: basis === null,
      }),
    );
  };
  const submit = (event: { preventDefault: () => void }) => {
    event.preventDefault();
    send(base);
  };
  /** The stored version replaces the form (own changes are dropped). */
  const loadStored = () => {
    if (!stored) return;
    setBase(stored);
    setForm(formOf(stored));
    setErrors({});
    dispatch(saveReset());
  };
  /** The admin's version is saved on top of the stored one. */
  const keepMine = () => {
    if (!stored) return;
    setBase(stored);
    send(stored);
  };

  return { base, form, setForm, set, field, errors, saving, conflict, close, submit, loadStored, keepMine };
}
