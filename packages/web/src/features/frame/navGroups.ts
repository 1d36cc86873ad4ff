/**
 * The expandable groups of the sidebar: the article groups, whose articles (SIDEBAR_GROUP_SLUGS) and titles
 * come from content (its nav index holds only these few titles, not all the articles), and for admins the
 * Verwaltung with its sections.
 */
import type { SvgIconComponent } from '@mui/icons-material';
import HandshakeOutlined from '@mui/icons-material/HandshakeOutlined';
import EnergySavingsLeafOutlined from '@mui/icons-material/EnergySavingsLeafOutlined';
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import { ARTICLE_NAV_INDEX, SIDEBAR_GROUP_SLUGS } from '@speiseplaner/content';
import type { User } from '@speiseplaner/shared';
import { ADMIN_SECTIONS, adminPath } from '../admin/adminSections';

export interface NavGroup {
  label: string;
  icon: SvgIconComponent;
  links: { title: string; to: string }[];
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
  links: slugs.map((slug) => ({ title: articleTitle(slug), to: `/artikel/${slug}` })),
}));

/** The Verwaltung: its start page and each section; only admins see it. */
export const ADMIN_NAV_GROUP: NavGroup = {
  label: 'Verwaltung',
  icon: AdminPanelSettingsOutlined,
  links: [
    { title: 'Übersicht', to: '/verwaltung' },
    ...ADMIN_SECTIONS.map((section) => ({ title: section.label, to: adminPath(section) })),
  ],
};

/** The groups a user sees: the article groups, and the Verwaltung for admins. */
export function visibleNavGroups(user: User | undefined): readonly NavGroup[] {
  return user?.admin ? [...NAV_GROUPS, ADMIN_NAV_GROUP] : NAV_GROUPS;
}
