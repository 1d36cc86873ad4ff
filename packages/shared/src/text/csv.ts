/**
 * CSV for spreadsheets as German offices open them (Excel, LibreOffice): ';' between cells, CRLF lines,
 * numbers with a decimal comma, text quoted. The caller puts the UTF-8 BOM in front when it writes the
 * file (Excel needs it to read Umlaute).
 */

/** The byte order mark that makes Excel read a CSV file as UTF-8. */
export const UTF8_BOM = '\uFEFF';

/** Quotes a text cell; a leading = + - @ would run as a formula in a spreadsheet, so it gets a quote mark. */
export function csvTextCell(value: string | undefined | null): string {
  const text = value ?? '';
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** Lines of cells (already written as cells) joined with ';' and CRLF, with a final CRLF. */
export function csvText(rows: readonly (readonly string[])[]): string {
  return `${rows.map((cells) => cells.join(';')).join('\r\n')}\r\n`;
}
