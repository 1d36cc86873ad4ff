/**
 * The sidebar's entries (docs/product.md, "Navigation frame") and when each shows: by the user's feature
 * flags (one, or any of several), with an optional `not` that inverts the condition and a fallback route
 * for users without the feature.
 */
import type { SvgIconComponent } from '@mui/icons-material';
import BarChartOutlined from '@mui/icons-material/BarChartOutlined';
import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import EggOutlined from '@mui/icons-material/EggOutlined';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import OndemandVideoOutlined from '@mui/icons-material/OndemandVideoOutlined';
import RestaurantMenuOutlined from '@mui/icons-material/RestaurantMenuOutlined';
import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';
import { hasFeature, type FeatureFlag, type User } from '@speiseplaner/shared';

export interface FeatureCondition {
  /** The flag, or several of which any one suffices. */
  feature: FeatureFlag | readonly FeatureFlag[];
  /** Show the entry when the user does NOT have the feature. */
  not?: boolean;
}

export interface NavEntryConfig {
  label: string;
  to: string;
  icon: SvgIconComponent;
  when?: FeatureCondition;
  /** Where the entry links when the condition fails; without it the entry is hidden then. */
  otherwise?: string;
}

export interface NavEntry {
  label: string;
  to: string;
  icon: SvgIconComponent;
}

export const NAV_ENTRIES: readonly NavEntryConfig[] = [
  {
    label: 'Masterplan',
    to: '/app/masterplan',
    icon: CalendarMonthOutlined,
    when: { feature: 'masterplan' },
  },
  {
    label: 'Speiseplan',
    to: '/app/plan',
    icon: RestaurantMenuOutlined,
    when: { feature: 'plan' },
    otherwise: '/artikel/speiseplan',
  },
  { label: 'Rezepte', to: '/app/rezepte', icon: MenuBookOutlined, when: { feature: 'recipes' } },
  { label: 'Einkauf', to: '/app/einkauf', icon: ShoppingCartOutlined, when: { feature: 'shopping' } },
  { label: 'Zutaten', to: '/app/zutaten', icon: EggOutlined, when: { feature: 'ingredients' } },
  // A kitchen's own figures need its plan; admins with `usage` also see the use across kitchens.
  {
    label: 'Statistik',
    to: '/statistik',
    icon: BarChartOutlined,
    when: { feature: ['plan', 'usage'] },
  },
  { label: 'Lehrvideos', to: '/mediathek', icon: OndemandVideoOutlined, when: { feature: 'videos' } },
];

/** True when the condition holds for this user (no user: every feature counts as off). */
export function conditionHolds(condition: FeatureCondition | undefined, user: User | undefined): boolean {
  if (!condition) return true;
  const flags: readonly FeatureFlag[] =
    typeof condition.feature === 'string' ? [condition.feature] : condition.feature;
  const on = flags.some((flag) => hasFeature(user?.features, flag));
  return condition.not ? !on : on;
}

/** The entries this user sees, with the route each one links to. */
export function visibleNavEntries(user: User | undefined, entries = NAV_ENTRIES): NavEntry[] {
  return entries.flatMap(({ label, to, icon, when, otherwise }) => {
    if (conditionHolds(when, user)) return [{ label, to, icon }];
    return otherwise ? [{ label, to: otherwise, icon }] : [];
  });
}
