/**
 * Registrations of a workshop as the Verwaltung shows and exports them (docs/product.md, "Verwaltung ›
 * Workshops"): a stored document becomes a row of plain text, the places it takes are counted one way for
 * workshops/save, workshops/removeRegistration and the table, and the rows become the CSV download.
 */
import type { WorkshopRegistrationRow } from '../schemas/workshop';
import { MAX_NAME_LENGTH, MAX_TEXT_LENGTH } from '../schemas/limits';
import { berlinParts } from '../calendar/berlinTime';
import { csvText, csvTextCell } from '../text/csv';
import { formatNumber } from '../text/numbers';
import { formatDate } from '../calendar/dates';

/** Column headers of the registrations CSV. */
export const REGISTRATION_CSV_HEADERS = [
  'Name',
  'Einrichtung',
  'E-Mail',
  'Telefon',
  'Teilnehmende',
  'Kommentar',
  'Angemeldet am',
] as const;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Places a stored registration takes: its `participants` when that is a whole number above 0, else 1 (a
 * registration written by hand without the field still is one person).
 */
export function registrationSeats(stored: unknown): number {
  const participants = isRecord(stored) ? stored.participants : undefined;
  return typeof participants === 'number' && Number.isInteger(participants) && participants > 0
    ? participants
    : 1;
}

const text = (value: unknown, max: number): string => (typeof value === 'string' ? value.slice(0, max) : '');
const optionalText = (value: unknown, max: number): string | undefined =>
  typeof value === 'string' && value !== '' ? value.slice(0, max) : undefined;

/**
 * The row of a stored registration document `id`: its fields as plain text, cut to the row schema's
 * lengths (WorkshopRegistrationRowSchema), whatever an older version stored; never a refusal.
 */
export function registrationRowOf(id: string, stored: unknown): WorkshopRegistrationRow {
  const data = isRecord(stored) ? stored : {};
  const row: WorkshopRegistrationRow = {
    id,
    name: text(data.name, MAX_NAME_LENGTH * 4),
    institution: text(data.institution, MAX_NAME_LENGTH * 4),
    email: text(data.email, 254),
    participants: registrationSeats(data),
  };
  const phone = optionalText(data.phone, MAX_NAME_LENGTH);
  const comment = optionalText(data.comment, MAX_TEXT_LENGTH);
  const createdAt = optionalText(data.createdAt, 40);
  if (phone !== undefined) row.phone = phone;
  if (comment !== undefined) row.comment = comment;
  if (createdAt !== undefined) row.createdAt = createdAt;
  return row;
}

/** Places all rows take together. */
export function participantsOf(rows: readonly Pick<WorkshopRegistrationRow, 'participants'>[]): number {
  return rows.reduce((sum, row) => sum + row.participants, 0);
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * When a registration arrived, in Berlin time: "2027-01-05 14:03" (dates as yyyy-MM-dd, as everywhere in
 * the product); the stored text as it is when it is no instant, '' when there is none.
 */
export function registeredAtText(createdAt: string | undefined): string {
  if (!createdAt) return '';
  if (Number.isNaN(Date.parse(createdAt))) return createdAt;
  const p = berlinParts(createdAt);
  return `${formatDate(createdAt)} ${pad(p.hour)}:${pad(p.minute)}`;
}

/**
 * The registrations as CSV (without BOM; shared text/csv.ts): one line per registration in the given
 * order, text quoted and guarded against formulas, numbers in German notation.
 */
export function registrationsCsv(rows: readonly WorkshopRegistrationRow[]): string {
  return csvText([
    REGISTRATION_CSV_HEADERS.map((header) => csvTextCell(header)),
    ...rows.map((r) => [
      csvTextCell(r.name),
      csvTextCell(r.institution),
      csvTextCell(r.email),
      csvTextCell(r.phone),
      formatNumber(r.participants, { decimals: 2, grouping: false }),
      csvTextCell(r.comment),
      csvTextCell(registeredAtText(r.createdAt)),
    ]),
  ]);
}

/** File name of the CSV download: anmeldungen-<workshop slug>.csv. */
export function registrationsFileName(workshop: { slug: string }): string {
  return `anmeldungen-${workshop.slug}.csv`;
}

/** Rows in the order they arrived (rows without a time last, then by id, so the order is stable). */
export function sortRegistrationRows(rows: readonly WorkshopRegistrationRow[]): WorkshopRegistrationRow[] {
  const key = (row: WorkshopRegistrationRow) => `${row.createdAt ?? '\uffff'}\u0000${row.id}`;
  return [...rows].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
}
