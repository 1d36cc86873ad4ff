/**
 * The articles the sidebar's expandable groups link to, by group (docs/product.md, "Navigation frame"). The
 * index generator writes only their titles into articleNavIndex.ts: the frame is on every page, so the first
 * load carries these few titles, not the whole article index.
 */
export const SIDEBAR_GROUP_SLUGS = {
  Praxisangebote: ['schulung-und-beratung', 'ueber-den-planer', 'kuechenmanagement'],
  Hintergründe: ['nachhaltigkeit', 'ueber-uns'],
} as const satisfies Readonly<Record<string, readonly string[]>>;
