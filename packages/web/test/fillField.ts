/**
 * Puts `text` into a text field the way a paste does: the field is emptied, focused and gets the whole
 * text in one input event. Typing key by key re-renders a big form once per character, which on a loaded
 * test machine made one form test outlast its timeout (docs/testing.md, "Test time"); tests whose subject
 * is the typing itself keep `user.type`.
 */
import type { UserEvent } from '@testing-library/user-event';

export async function fillField(user: UserEvent, field: HTMLElement, text: string): Promise<void> {
  await user.clear(field);
  await user.paste(text);
}
