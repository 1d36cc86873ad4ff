/**
 * Whether the sidebar shows only its icons. After hydration the frame knows it from the media queries and
 * the open state; before (the prerendered HTML) it cannot know the width, so 'by-width' lets CSS decide as
 * the queries will: icons only from sm to md, labels on phones (in the drawer) and from md up. That way
 * the page looks the same before and after hydration and nothing moves.
 */
export type Collapsed = boolean | 'by-width';

/** An `sx` value: `yes` while collapsed, `no` otherwise; per breakpoint while the width is unknown. */
export function whenCollapsed<T>(collapsed: Collapsed, yes: T, no: T): T | { xs: T; sm: T; md: T } {
  if (collapsed === 'by-width') return { xs: no, sm: yes, md: no };
  return collapsed ? yes : no;
}
