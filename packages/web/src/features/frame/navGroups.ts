/**
 * The expandable article groups of the sidebar; which articles they hold (SIDEBAR_GROUP_SLUGS) and their
 * titles come from content, whose nav index holds only these few titles, not all the articles.
 */
import type { SvgIconComponent } from '@mui/icons-material';
import HandshakeOutlined from '@mui/icons-material/HandshakeOutlined';
import EnergySavingsLeafOutlined from '@mui/icons-material/EnergySavingsLeafOutlined';
import { ARTICLE_NAV_INDEX, SIDEBAR_GROUP_SLUGS } from '@speiseplaner/content';

export interface NavGroup {
  label: string;
  icon: SvgIconComponent;
  articles: { title: string; to: string }[];
}

const GROUPS: readonly { label: string; icon: SvgIconComponent; slugs: readonly string[] }[] = [
  {
    label: 'Praxisangebote',
    icon: HandshakeOutlined,
    slugs: SIDEBAR_GROUP_SLUGS.Praxisangebote,
  },
  { label: 'Hintergründe', icon: EnergySavingsLeafOutlined, slugs: SIDEBAR_GROUP_SLUGS.Hintergründe },
];

/** The title of an article from the index; the slug when the index lacks it (visible, so it gets fixed). */
export function articleTitle(slug: string, index = ARTICLE_NAV_INDEX): string {
  return index.find((article) => article.slug === slug)?.title ?? slug;
}

export const NAV_GROUPS: readonly NavGroup[] = GROUPS.map(({ label, icon, slugs }) => ({
  label,
  icon,
  articles: slugs.map((slug) => ({ title: articleTitle(slug), to: `/artikel/${slug}` })),
}));
