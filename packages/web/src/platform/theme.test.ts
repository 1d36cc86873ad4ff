import { colorSchemeStyleSheets, makeTheme } from './theme';

/** The sheets as `{ media, selector, variables }` rows, media '' outside any @media block. */
function rules() {
  return colorSchemeStyleSheets().flatMap((sheet) =>
    Object.entries(sheet).flatMap(([key, value]) =>
      key.startsWith('@media')
        ? Object.entries(value as Record<string, Record<string, string>>).map(([selector, variables]) => ({
            media: key,
            selector,
            variables,
          }))
        : [{ media: '', selector: key, variables: value as Record<string, string> }],
    ),
  );
}

describe('colour schemes in CSS variables', () => {
  it('gives paper the light scheme: the dark one applies on screens only', () => {
    const background = rules().filter((rule) => '--mui-palette-background-default' in rule.variables);
    expect(background).toEqual([
      expect.objectContaining({ media: '', selector: ':root, [data-view-mode="light"]' }),
      expect.objectContaining({ media: '@media screen', selector: '[data-view-mode="dark"]' }),
    ]);
    expect(background[0]!.variables['--mui-palette-background-default']).toBe('#f6f8f5');
    expect(background[1]!.variables['--mui-palette-background-default']).toBe('#121714');
  });

  it('repeats in the dark scheme only what differs from the light one', () => {
    const [light, dark] = ['light', 'dark'].map(
      (scheme) => rules().find((rule) => rule.selector.includes(`"${scheme}"`))!.variables,
    );
    expect(dark!['--mui-palette-primary-main']).toBe('#7cc49a');
    expect(dark!['colorScheme']).toBe('dark');
    // The same orange in both schemes: the light value applies.
    expect(light!['--mui-palette-secondary-main']).toBe('#e8843a');
    expect(dark).not.toHaveProperty('--mui-palette-secondary-main');
  });

  it('keeps every dark value off paper', () => {
    for (const rule of rules().filter((r) => r.selector.includes('dark')))
      expect(rule.media).toBe('@media screen');
  });

  it('styles with the variables, so the attribute switches the colours without new styles', () => {
    expect(makeTheme('dark').vars.palette.background.default).toMatch(
      /^var\(--mui-palette-background-default/,
    );
    // Colours used in JavaScript (charts) follow the mode.
    expect(makeTheme('dark').palette.background.default).toBe('#121714');
    expect(makeTheme('light').palette.background.default).toBe('#f6f8f5');
  });
});
