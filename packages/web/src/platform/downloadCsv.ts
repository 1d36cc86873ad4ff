/** Saves CSV text as a file through the browser, with the UTF-8 BOM in front so Excel reads Umlaute (shopping list, workshop registrations). */
import { UTF8_BOM } from '@speiseplaner/shared';

export function downloadCsv(fileName: string, csv: string): void {
  const blob = new Blob([UTF8_BOM, csv], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the blob only after the click handler has returned.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
