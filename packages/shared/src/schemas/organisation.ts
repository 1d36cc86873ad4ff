/**
 * The Träger (organisation) over many kitchens (docs/data-model.md, "Organisations (Träger)"):
 * `organisations/{orgId}` holds its name, its Träger-Leitungen (`members`) and its kitchens (`kitchens`);
 * below it the kitchen invitations and the monthly summaries the overview reads. The rules of joining and
 * leaving: kitchens/organisation.ts; the overview's aggregation: organisations/overview.ts.
 */
import { BioLevelIdSchema } from '../bio/levelIds';
import { z } from './zod';
import { IdSchema, ShortTextSchema, VersionSchema } from './common';
import { MAX_NAME_LENGTH } from './limits';
import { singleLine } from './plainText';

/** Most kitchens one Träger holds, most Träger-Leitungen it has, most Träger one person leads. */
export const MAX_KITCHENS_PER_ORGANISATION = 100;
export const MAX_LEADS_PER_ORGANISATION = 10;
export const MAX_ORGANISATIONS_PER_PERSON = 5;
/** Most recipes a Träger shares with its kitchens (`organisations/{orgId}/recipes`, listed ones and withdrawn). */
export const MAX_ORGANISATION_RECIPES = 300;

export const ORGANISATION_ROLES = ['orgLead'] as const;
/** Träger-Leitung: the overview, the Träger's kitchens and their invitations. */
export const OrganisationRoleSchema = z.enum(ORGANISATION_ROLES);
export type OrganisationRole = z.infer<typeof OrganisationRoleSchema>;

/** The Träger's name as its Leitung enters it: trimmed, 1–120 characters, one line. */
export const OrganisationNameSchema = singleLine(
  z
    .string()
    .trim()
    .min(1, 'Bitte geben Sie den Namen des Trägers ein.')
    .max(MAX_NAME_LENGTH, `Der Name des Trägers darf höchstens ${MAX_NAME_LENGTH} Zeichen lang sein.`),
);

/** One Träger-Leitung as the org document stores it (`members.<uid>`). */
export const OrganisationMemberSchema = z.strictObject({
  role: OrganisationRoleSchema,
  name: ShortTextSchema.default(''),
  email: z.string().max(254).default(''),
  /** When the person became Träger-Leitung (ms since 1970). */
  since: z.number().int().nonnegative().default(0),
});
export type OrganisationMember = z.infer<typeof OrganisationMemberSchema>;

/** One kitchen of the Träger as the org document stores it (`kitchens.<kitchenId>`). */
export const OrganisationKitchenSchema = z.strictObject({
  /** The kitchen's name when it joined (the overview shows the kitchen's current name where it reads it). */
  name: ShortTextSchema.default(''),
  /** When the kitchen joined (ms since 1970). */
  since: z.number().int().nonnegative().default(0),
});
export type OrganisationKitchen = z.infer<typeof OrganisationKitchenSchema>;

/** `organisations/{orgId}`: the Träger's name, its Leitungen and its kitchens. */
export const OrganisationDocSchema = z.strictObject({
  name: ShortTextSchema.default(''),
  /** Raised by every change of the document (members, kitchens, name). */
  version: VersionSchema.default(0),
  /** When the Träger was created (ms since 1970). */
  createdAt: z.number().int().nonnegative().default(0),
  /** Träger-Leitungen by uid: the only truth of who leads the Träger. */
  members: z
    .record(IdSchema, OrganisationMemberSchema)
    .refine((m) => Object.keys(m).length <= MAX_LEADS_PER_ORGANISATION, {
      message: 'Zu viele Träger-Leitungen',
    })
    .default(() => ({})),
  /** Kitchens by id: the only truth of which kitchens belong to the Träger. */
  kitchens: z
    .record(IdSchema, OrganisationKitchenSchema)
    .refine((m) => Object.keys(m).length <= MAX_KITCHENS_PER_ORGANISATION, {
      message: 'Zu viele Küchen im Träger',
    })
    .default(() => ({})),
});
export type OrganisationDoc = z.infer<typeof OrganisationDocSchema>;

/** The Träger a kitchen belongs to (the kitchen doc's `organisation`, and `User.organisation`). */
export const OrganisationRefSchema = z.strictObject({
  id: IdSchema,
  name: ShortTextSchema,
});
export type OrganisationRef = z.infer<typeof OrganisationRefSchema>;

/** A Träger the signed-in person leads (`User.organisations`). */
export const OrganisationEntrySchema = z.strictObject({
  id: IdSchema,
  name: ShortTextSchema,
  role: OrganisationRoleSchema,
});
export type OrganisationEntry = z.infer<typeof OrganisationEntrySchema>;

/** How the person document keeps a Träger the person leads (`organisations.<orgId>`). */
export const PersonOrganisationSchema = z.strictObject({
  role: OrganisationRoleSchema,
  name: ShortTextSchema.default(''),
});
export type PersonOrganisation = z.infer<typeof PersonOrganisationSchema>;

/** Pending kitchen invitations one Träger may hold at once. */
export const MAX_PENDING_KITCHEN_INVITATIONS = 50;
/** How long a kitchen invitation's link is valid. */
export const KITCHEN_INVITATION_VALID_DAYS = 7;

/** A pending kitchen invitation as the Träger page shows it (the link's secret is never shown again). */
export const KitchenInvitationSchema = z.strictObject({
  id: IdSchema,
  /** The address of the invited kitchen's Küchenleitung (lower case). */
  email: z.string().max(254),
  invitedBy: ShortTextSchema,
  createdAt: z.number().int().nonnegative(),
  expiresAt: z.number().int().nonnegative(),
});
export type KitchenInvitation = z.infer<typeof KitchenInvitationSchema>;

/** A Träger-Leitung as the Träger page lists it. */
export const OrganisationLeadSchema = z.strictObject({
  uid: IdSchema,
  name: ShortTextSchema,
  email: z.string().max(254),
  since: z.number().int().nonnegative(),
});
export type OrganisationLead = z.infer<typeof OrganisationLeadSchema>;

/** A kitchen of the Träger as the Träger page lists it. */
export const OrganisationKitchenEntrySchema = z.strictObject({
  kitchenId: IdSchema,
  name: ShortTextSchema,
  since: z.number().int().nonnegative(),
});
export type OrganisationKitchenEntry = z.infer<typeof OrganisationKitchenEntrySchema>;

/** The Träger as its Leitung sees it: name, Leitungen, kitchens and pending invitations. */
export const OrganisationViewSchema = z.strictObject({
  id: IdSchema,
  name: ShortTextSchema,
  version: VersionSchema,
  leads: z.array(OrganisationLeadSchema).max(MAX_LEADS_PER_ORGANISATION),
  kitchens: z.array(OrganisationKitchenEntrySchema).max(MAX_KITCHENS_PER_ORGANISATION),
  invitations: z.array(KitchenInvitationSchema).max(MAX_PENDING_KITCHEN_INVITATIONS),
});
export type OrganisationView = z.infer<typeof OrganisationViewSchema>;

// ---------------------------------------------------------------------------------------------------
// The overview (org/overview): one row per kitchen over a month, quarter or year.

/** A calendar month `YYYY-MM` (the id of `organisations/{orgId}/months/{month}`). */
export const MONTH_ID_FORMAT = /^\d{4}-(0[1-9]|1[0-2])$/;
export const MONTH_ID_MESSAGE = 'Der Monat muss wie 2026-03 geschrieben sein.';
export const MonthIdSchema = z.string().regex(MONTH_ID_FORMAT, MONTH_ID_MESSAGE);

export const OVERVIEW_PERIOD_KINDS = ['month', 'quarter', 'year'] as const;
export const OverviewPeriodKindSchema = z.enum(OVERVIEW_PERIOD_KINDS, {
  error: 'Bitte wählen Sie Monat, Quartal oder Jahr.',
});
export type OverviewPeriodKind = z.infer<typeof OverviewPeriodKindSchema>;

/** Earliest and latest year an overview may ask for (bounded reads, no nonsense years). */
export const OVERVIEW_MIN_YEAR = 2000;
export const OVERVIEW_MAX_YEAR = 2100;

/**
 * The overview's period: a month, a calendar quarter (start in January, April, July or October) or a
 * calendar year (start in January), named by its first month.
 */
export const OverviewPeriodSchema = z
  .strictObject({
    kind: OverviewPeriodKindSchema,
    start: MonthIdSchema,
  })
  .superRefine((period, ctx) => {
    const year = Number(period.start.slice(0, 4));
    const month = Number(period.start.slice(5, 7));
    if (year < OVERVIEW_MIN_YEAR || year > OVERVIEW_MAX_YEAR) {
      ctx.addIssue({
        code: 'custom',
        path: ['start'],
        message: `Bitte wählen Sie ein Jahr zwischen ${OVERVIEW_MIN_YEAR} und ${OVERVIEW_MAX_YEAR}.`,
      });
    } else if (period.kind === 'quarter' && (month - 1) % 3 !== 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['start'],
        message: 'Ein Quartal beginnt im Januar, April, Juli oder Oktober.',
      });
    } else if (period.kind === 'year' && month !== 1) {
      ctx.addIssue({ code: 'custom', path: ['start'], message: 'Ein Jahr beginnt im Januar.' });
    }
  });
export type OverviewPeriod = z.infer<typeof OverviewPeriodSchema>;

const Euro = z.number().finite().nonnegative();
const Count = z.number().int().nonnegative();
const Percent = z.number().int().min(0).max(100);

/** One kitchen's row of the overview. */
export const OverviewRowSchema = z.strictObject({
  kitchenId: IdSchema,
  name: ShortTextSchema,
  /** € per Kindergarten portion over the period's planned weeks (Σ cost ÷ Σ portions); null: none planned. */
  costPerPortion: Euro.nullable(),
  /** Kindergarten-equivalent portions of the period's planned weeks. */
  portions: z.number().finite().nonnegative(),
  /** Organic share by value of the period's shopping lists, whole percent; null: nothing bought. */
  bioPercent: Percent.nullable(),
  bioLevel: BioLevelIdSchema.nullable(),
  /** DGE criteria met and counted over the kitchen's last four planned weeks up to the current week. */
  dgeMet: Count,
  dgeTotal: Count,
  nextWeekPlanned: z.boolean(),
  /** Last save of a week or list (ms since 1970); null: none known. */
  lastActivity: z.number().int().nonnegative().nullable(),
});
export type OverviewRow = z.infer<typeof OverviewRowSchema>;

/** The totals row: sums over all rows (not means of the rows' figures). */
export const OverviewTotalsSchema = z.strictObject({
  costPerPortion: Euro.nullable(),
  portions: z.number().finite().nonnegative(),
  bioPercent: Percent.nullable(),
  bioLevel: BioLevelIdSchema.nullable(),
});
export type OverviewTotals = z.infer<typeof OverviewTotalsSchema>;

/** One month of the trend chart, over all kitchens. */
export const OverviewTrendPointSchema = z.strictObject({
  month: MonthIdSchema,
  costPerPortion: Euro.nullable(),
  bioPercent: Percent.nullable(),
});
export type OverviewTrendPoint = z.infer<typeof OverviewTrendPointSchema>;

/** The answer of org/overview. */
export const OrganisationOverviewSchema = z.strictObject({
  period: OverviewPeriodSchema,
  /** The period's months, oldest first (1, 3 or 12). */
  months: z.array(MonthIdSchema).max(12),
  rows: z.array(OverviewRowSchema).max(MAX_KITCHENS_PER_ORGANISATION),
  totals: OverviewTotalsSchema,
  trend: z.array(OverviewTrendPointSchema).max(12),
});
export type OrganisationOverview = z.infer<typeof OrganisationOverviewSchema>;
