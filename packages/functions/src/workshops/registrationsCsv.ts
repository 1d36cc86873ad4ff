/** Registrations as CSV for a spreadsheet (semicolon, German headers, UTF-8 BOM for Excel). */
import type { WorkshopRegistration } from '@speiseplaner/shared';

const HEADERS = ['Name', 'Einrichtung', 'E-Mail', 'Telefon', 'Teilnehmende', 'Kommentar', 'Angemeldet am'];

/** Quotes a cell; a leading = + - @ would run as a formula in a spreadsheet, so it gets a quote mark. */
function cell(value: unknown): string {
  let text = value === undefined || value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export function registrationsCsv(registrations: WorkshopRegistration[]): string {
  const rows = registrations.map((r) =>
    [r.name, r.institution, r.email, r.phone, r.participants, r.comment, r.createdAt].map(cell).join(';'),
  );
  return `\uFEFF${[HEADERS.map(cell).join(';'), ...rows].join('\r\n')}\r\n`;
}
