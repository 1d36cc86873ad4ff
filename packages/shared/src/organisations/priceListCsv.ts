/**
 * The Träger's price list as CSV (docs/product.md, "Preisliste des Trägers als CSV"): the template the
 * Träger-Leitung downloads, and the reading of the file it uploads into a preview — the good rows and one
 * German error per bad row, naming its line. Pure: the web app reads the file, the backend (org/savePrices)
 * checks the saved list again.
 */
import type { Ingredient } from '../schemas/ingredient';
import { MAX_AMOUNT } from '../schemas/limits';
import { MAX_USER_PRICES } from '../schemas/user';
import { currentPriceEntry } from '../prices/currentPrice';
import { csvText, csvTextCell, UTF8_BOM } from '../text/csv';
import { formatNumber } from '../text/numbers';

/** What the CSV needs of a catalogue ingredient. */
export type PriceListIngredient = Pick<Ingredient, 'slug' | 'name' | 'unit'>;

/** One good row: `price` € for `amount` of the ingredient's unit (kg and l already turned into g and ml). */
export interface PriceListRow {
  /** The row's line in the file (the header is line 1). */
  line: number;
  slug: string;
  name: string;
  price: number;
  amount: number;
}

/** One bad row (or a bad file: line 1 for the header, 0 for the whole file); `message` names the line. */
export interface PriceListError {
  line: number;
  message: string;
}

export interface PriceListParse {
  rows: PriceListRow[];
  errors: PriceListError[];
}

/** The columns' headings (the header row is required; case and order are free). */
export const PRICE_LIST_COLUMNS = ['Zutat', 'Preis', 'Menge', 'Einheit'] as const;

/** Purchase units the file may use for an ingredient kept in g or ml, with their factor. */
const LARGER_UNITS: Readonly<Record<string, { unit: string; factor: number }>> = {
  kg: { unit: 'g', factor: 1000 },
  l: { unit: 'ml', factor: 1000 },
};

type NumberReading = { value: number } | { problem: 'empty' | 'notANumber' | 'ambiguous' };

/**
 * A number as German spreadsheets write it: `1,29`, `1.234,50`, `1234`, `1.234.567`. A dot without a comma
 * is a decimal point (`1.29`), except with exactly three digits after a single dot (`1.250`): that could be
 * 1,25 or 1250, so it is refused. A leading or trailing `€` and spaces are allowed.
 */
export function parseGermanNumber(text: string): NumberReading {
  const cell = text
    .replace(/€/g, '')
    .replace(/[\s\u00a0]/g, '')
    .trim();
  if (cell === '') return { problem: 'empty' };
  const sign = cell.startsWith('-') ? -1 : 1;
  const digits = cell.replace(/^[-+]/, '');
  let plain: string;
  if (/^\d{1,3}(\.\d{3})+,\d+$/.test(digits)) plain = digits.replace(/\./g, '').replace(',', '.');
  else if (/^\d+,\d+$/.test(digits)) plain = digits.replace(',', '.');
  else if (/^\d+$/.test(digits)) plain = digits;
  else if (/^\d{1,3}(\.\d{3}){2,}$/.test(digits)) plain = digits.replace(/\./g, '');
  else if (/^\d+\.\d{3}$/.test(digits)) return { problem: 'ambiguous' };
  else if (/^\d*\.\d+$/.test(digits)) plain = digits;
  else return { problem: 'notANumber' };
  return { value: sign * Number(plain) };
}

/** The file's records: cells split at `separator`, with the line each record starts on. */
function records(text: string, separator: string): { line: number; cells: string[] }[] {
  const out: { line: number; cells: string[] }[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let start = 1;
  const endRecord = () => {
    cells.push(cell);
    out.push({ line: start, cells });
    cells = [];
    cell = '';
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          cell += '"';
          i++;
        } else quoted = false;
      } else {
        if (c === '\n') line++;
        cell += c;
      }
    } else if (c === '"' && cell.trim() === '') {
      cell = '';
      quoted = true;
    } else if (c === separator) {
      cells.push(cell);
      cell = '';
    } else if (c === '\r' || c === '\n') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      endRecord();
      line++;
      start = line;
    } else cell += c;
  }
  if (cell !== '' || cells.length > 0) endRecord();
  return out;
}

/** The header's cell as a column name: trimmed, lower case, without the quote mark of a formula guard. */
const headingOf = (cell: string) => cell.trim().toLowerCase();

/**
 * Reads an uploaded price list against the ingredient catalogue (see the module comment and
 * docs/product.md). Rows without a price are skipped (the template lists every ingredient; a Träger fills in
 * only the ones of its contract); empty lines too. At most MAX_USER_PRICES rows are read.
 */
export function parsePriceListCsv(text: string, catalogue: readonly PriceListIngredient[]): PriceListParse {
  const rows: PriceListRow[] = [];
  const errors: PriceListError[] = [];
  const content = text.startsWith(UTF8_BOM) ? text.slice(UTF8_BOM.length) : text;
  const firstLine = content.split(/\r\n|\n|\r/, 1)[0] ?? '';
  const separator = firstLine.includes(';') || !firstLine.includes('\t') ? ';' : '\t';
  const all = records(content, separator);
  const header = all.find((r) => r.cells.some((c) => c.trim() !== ''));
  if (!header) {
    errors.push({
      line: 0,
      message: 'Die Datei ist leer. Bitte laden Sie die Vorlage herunter und füllen Sie sie aus.',
    });
    return { rows, errors };
  }
  const headings = header.cells.map(headingOf);
  const column: Partial<Record<(typeof PRICE_LIST_COLUMNS)[number], number>> = {};
  const missing: string[] = [];
  for (const name of PRICE_LIST_COLUMNS) {
    const index = headings.indexOf(name.toLowerCase());
    if (index < 0) missing.push(`„${name}“`);
    else column[name] = index;
  }
  if (missing.length > 0) {
    errors.push({
      line: header.line,
      message:
        `Zeile ${header.line}: In der Kopfzeile ${missing.length === 1 ? 'fehlt die Spalte' : 'fehlen die Spalten'} ` +
        `${missing.join(', ')}. Die erste Zeile muss „Zutat;Preis;Menge;Einheit“ lauten ` +
        '(getrennt durch Semikolon oder Tabulator).',
    });
    return { rows, errors };
  }
  const byName = new Map<string, PriceListIngredient>();
  const bySlug = new Map<string, PriceListIngredient>();
  for (const ingredient of catalogue) {
    byName.set(ingredient.name.trim(), ingredient);
    bySlug.set(ingredient.slug, ingredient);
  }
  const seen = new Map<string, number>();
  let count = 0;
  for (const record of all) {
    if (record.line <= header.line) continue;
    const cell = (name: (typeof PRICE_LIST_COLUMNS)[number]) => (record.cells[column[name]!] ?? '').trim();
    if (record.cells.every((c) => c.trim() === '')) continue;
    const at = `Zeile ${record.line}:`;
    const fail = (message: string) => errors.push({ line: record.line, message: `${at} ${message}` });
    const given = cell('Zutat');
    const priceCell = cell('Preis');
    if (priceCell === '') continue;
    if (count === MAX_USER_PRICES) {
      fail(
        `Mehr als ${formatNumber(MAX_USER_PRICES)} Preise: Diese Zeile und alle folgenden wurden nicht gelesen. ` +
          'Bitte teilen Sie die Liste auf die wichtigsten Zutaten auf.',
      );
      break;
    }
    count++;
    if (given === '') {
      fail('Die Zutat fehlt.');
      continue;
    }
    const ingredient = byName.get(given) ?? bySlug.get(given);
    if (!ingredient) {
      fail(
        `Die Zutat „${given}“ gibt es nicht im Zutatenkatalog. Bitte schreiben Sie den Namen wie in der Vorlage.`,
      );
      continue;
    }
    const earlier = seen.get(ingredient.slug);
    if (earlier !== undefined) {
      fail(`„${ingredient.name}“ steht schon in Zeile ${earlier}; jede Zutat darf nur einmal vorkommen.`);
      continue;
    }
    const price = parseGermanNumber(priceCell);
    if ('problem' in price) {
      fail(numberProblem('Der Preis', priceCell, price.problem));
      continue;
    }
    if (price.value < 0) {
      fail(`Der Preis von „${ingredient.name}“ darf nicht negativ sein.`);
      continue;
    }
    if (price.value > MAX_AMOUNT) {
      fail(`Der Preis „${priceCell}“ ist zu hoch.`);
      continue;
    }
    const amountCell = cell('Menge');
    const amount = parseGermanNumber(amountCell);
    if ('problem' in amount) {
      fail(numberProblem('Die Menge', amountCell, amount.problem));
      continue;
    }
    if (amount.value <= 0) {
      fail(`Die Menge von „${ingredient.name}“ muss größer als 0 sein.`);
      continue;
    }
    const unitCell = cell('Einheit');
    const unit = unitCell.toLowerCase();
    const larger = LARGER_UNITS[unit];
    const factor =
      unit === ingredient.unit.toLowerCase()
        ? 1
        : larger && larger.unit === ingredient.unit
          ? larger.factor
          : 0;
    if (factor === 0) {
      fail(
        unitCell === ''
          ? `Die Einheit fehlt; „${ingredient.name}“ wird in ${unitsOf(ingredient.unit)} gerechnet.`
          : `Die Einheit „${unitCell}“ passt nicht zu „${ingredient.name}“; sie wird in ${unitsOf(ingredient.unit)} gerechnet.`,
      );
      continue;
    }
    const inUnit = amount.value * factor;
    if (inUnit > MAX_AMOUNT) {
      fail(`Die Menge „${amountCell}“ ist zu groß.`);
      continue;
    }
    seen.set(ingredient.slug, record.line);
    rows.push({
      line: record.line,
      slug: ingredient.slug,
      name: ingredient.name,
      price: price.value,
      amount: inUnit,
    });
  }
  return { rows, errors };
}

/** "g (oder kg)", "ml (oder l)", "St.": the units the file may give for an ingredient. */
function unitsOf(unit: string): string {
  const larger = Object.entries(LARGER_UNITS).find(([, l]) => l.unit === unit);
  return larger ? `${unit} (oder ${larger[0]})` : unit;
}

function numberProblem(what: string, cell: string, problem: 'empty' | 'notANumber' | 'ambiguous'): string {
  if (problem === 'empty') return `${what} fehlt.`;
  if (problem === 'ambiguous')
    return (
      `${what} „${cell}“ ist mehrdeutig: Ist ${cell.replace('.', ',')} oder ${cell.replace('.', '')} gemeint? ` +
      `Bitte schreiben Sie ${cell.replace('.', ',')} oder ${cell},00.`
    );
  return `${what} „${cell}“ ist keine Zahl (Beispiel: 1,29).`;
}

/**
 * The template to fill in: every catalogue ingredient with its current catalogue price on `today` (an
 * ingredient without one gets an empty price and is skipped when read back), `;` between cells, decimal
 * comma, UTF-8 BOM, CRLF lines.
 */
export function priceListTemplateCsv(
  catalogue: readonly (PriceListIngredient & Pick<Ingredient, 'prices' | 'referenceAmount'>)[],
  today: string,
): string {
  const lines = catalogue.map((ingredient) => {
    const entry = currentPriceEntry(ingredient.prices, today);
    const price = entry ? formatNumber(entry.price, { decimals: 4, grouping: false }) : '';
    const amount = formatNumber(entry ? entry.referenceAmount : ingredient.referenceAmount, {
      decimals: 3,
      grouping: false,
    });
    return [csvTextCell(ingredient.name), price, amount, csvTextCell(ingredient.unit)];
  });
  return UTF8_BOM + csvText([PRICE_LIST_COLUMNS.map((c) => csvTextCell(c)), ...lines]);
}
