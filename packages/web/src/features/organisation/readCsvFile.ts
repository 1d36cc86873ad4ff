/**
 * Reads a chosen CSV file as text for the Träger's price list import (docs/product.md, "Träger"): UTF-8
 * (with or without BOM) as the template is written; a file that is not valid UTF-8 is read as
 * Windows-1252, which is what Excel's plain „CSV (Trennzeichen-getrennt)“ writes on German Windows, so
 * its Umlaute arrive intact. Refuses, in German, a file too large to be a price list.
 */

/** Far above 2,000 lines of „Zutat;Preis;Menge;Einheit“; anything larger is not a price list. */
export const MAX_CSV_BYTES = 1_000_000;

export class CsvFileError extends Error {}

function bytesOf(file: Blob): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsArrayBuffer(file);
  });
}

/** The file's text; throws CsvFileError with the German message to show. */
export async function readCsvFile(file: File): Promise<string> {
  if (file.size > MAX_CSV_BYTES)
    throw new CsvFileError(
      `Die Datei „${file.name}“ ist zu groß (höchstens 1 MB). Bitte wählen Sie die Preisliste als CSV-Datei.`,
    );
  let bytes: ArrayBuffer;
  try {
    bytes = await bytesOf(file);
  } catch {
    throw new CsvFileError(
      `Die Datei „${file.name}“ ließ sich nicht lesen. Bitte wählen Sie sie noch einmal.`,
    );
  }
  if (bytes.byteLength === 0) throw new CsvFileError(`Die Datei „${file.name}“ ist leer.`);
  try {
    // TextDecoder drops a leading BOM.
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}
