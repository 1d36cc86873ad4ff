/** The kitchen's menu line: two values, mixed by default, anything else refused in German. */
import {
  MENU_LINE_INVALID,
  MENU_LINE_LABELS,
  MenuLineSchema,
  parseActionPayload,
  UserSchema,
} from '../../src';

describe('menu line', () => {
  it('is Mischkost for a kitchen that never chose', () => {
    expect(UserSchema.parse({ id: 'u1' }).menuLine).toBe('mixed');
    expect(MENU_LINE_LABELS).toEqual({ mixed: 'Mischkost', vegetarian: 'ovo-lacto-vegetarisch' });
  });

  it('accepts the two lines and refuses others with a German message', () => {
    expect(MenuLineSchema.parse('vegetarian')).toBe('vegetarian');
    const wrong = MenuLineSchema.safeParse('vegan');
    expect(wrong.success).toBe(false);
    expect(wrong.error?.issues[0]?.message).toBe(MENU_LINE_INVALID);
    expect(MENU_LINE_INVALID).toBe('Bitte wählen Sie „Mischkost“ oder „ovo-lacto-vegetarisch“.');
    expect(
      parseActionPayload('user/updateProfile', { version: 2, changes: { menuLine: 'vegetarian' } }),
    ).toEqual({
      version: 2,
      changes: { menuLine: 'vegetarian' },
    });
    expect(() =>
      parseActionPayload('user/updateProfile', { version: 2, changes: { menuLine: 'vegan' } }),
    ).toThrow();
  });
});
