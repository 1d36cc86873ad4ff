/**
 * The before/after summary of one audit log entry (docs/data-model.md, "Audit log"): which fields an admin
 * change touched, each with a short text of its old and new value. Never the whole document: nested maps
 * are compared field by field down to AUDIT_MAX_DEPTH levels (`features.masterplan`), anything deeper and
 * every list as one value; at most AUDIT_MAX_CHANGES fields are kept (the rest only counted), and every text
 * is cut to a fixed number of UTF-8 bytes, so an entry stays far below 10 kB whatever was saved.
 */
import { canonicalJson } from '../versioning/sameContent';

/** One changed field: its path and its value before and after as short text (null: not there). */
export interface AuditChange {
  field: string;
  before: string | null;
  after: string | null;
}

export interface AuditSummary {
  /** The changed fields, AUDIT_KEY_FIELDS first, then sorted by path; at most AUDIT_MAX_CHANGES. */
  changes: AuditChange[];
  /** Changed fields left out of `changes`. */
  more: number;
}

/** Most changed fields one entry lists. */
export const AUDIT_MAX_CHANGES = 10;
/** Most UTF-8 bytes of one value text (before or after), the "…" included. */
export const AUDIT_MAX_VALUE_BYTES = 200;
/** Most UTF-8 bytes of one field path. */
export const AUDIT_MAX_FIELD_BYTES = 100;
/** Nested maps are compared down to this many path segments; deeper values count as one. */
export const AUDIT_MAX_DEPTH = 2;
/**
 * Fields that name what changed: listed first when they change (a created or deleted document changes
 * every field, and its name must not fall behind the first AUDIT_MAX_CHANGES of the alphabet).
 */
export const AUDIT_KEY_FIELDS: readonly string[] = ['id', 'slug', 'name', 'title'];

const ELLIPSIS = '…';
const encoder = new TextEncoder();
const bytesOf = (text: string) => encoder.encode(text).length;

/** `text` cut to at most `maxBytes` UTF-8 bytes at a character boundary, "…" marking the cut. */
export function truncateUtf8(text: string, maxBytes: number): string {
  if (bytesOf(text) <= maxBytes) return text;
  const budget = maxBytes - bytesOf(ELLIPSIS);
  let out = '';
  let used = 0;
  for (const char of text) {
    const size = bytesOf(char);
    if (used + size > budget) break;
    out += char;
    used += size;
  }
  return out + ELLIPSIS;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The fields of `value` by path, maps opened down to AUDIT_MAX_DEPTH segments. */
function flatten(value: unknown, prefix: string, depth: number, out: Map<string, unknown>): void {
  for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
    if (item === undefined) continue;
    const path = prefix ? `${prefix}.${key}` : key;
    if (isRecord(item) && depth + 1 < AUDIT_MAX_DEPTH && Object.keys(item).length > 0)
      flatten(item, path, depth + 1, out);
    else out.set(path, item);
  }
}

function fieldsOf(value: unknown): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (isRecord(value)) flatten(value, '', 0, out);
  return out;
}

/** A value as short text: strings as they are, everything else as JSON. */
function textOf(value: unknown): string | null {
  if (value === undefined) return null;
  return truncateUtf8(typeof value === 'string' ? value : canonicalJson(value), AUDIT_MAX_VALUE_BYTES);
}

/** Where a path sorts: key fields by their place in AUDIT_KEY_FIELDS, every other field after them. */
function rank(path: string): number {
  const at = AUDIT_KEY_FIELDS.indexOf(path);
  return at < 0 ? AUDIT_KEY_FIELDS.length : at;
}

export interface AuditSummaryOptions {
  /** Field paths left out (e.g. `version`, which every save moves). */
  ignore?: readonly string[];
}

/**
 * What changed from `before` to `after` (each a stored document, or undefined/null when it did not exist
 * before or no longer exists after).
 */
export function auditSummaryOf(
  before: unknown,
  after: unknown,
  options: AuditSummaryOptions = {},
): AuditSummary {
  const ignore = new Set(options.ignore ?? []);
  const old = fieldsOf(before);
  const now = fieldsOf(after);
  const paths = [...new Set([...old.keys(), ...now.keys()])]
    .filter((path) => !ignore.has(path) && !ignore.has(path.split('.')[0]!))
    .sort((x, y) => rank(x) - rank(y) || (x < y ? -1 : x > y ? 1 : 0));
  const changed = paths.filter((path) => {
    const a = old.get(path);
    const b = now.get(path);
    return (a === undefined) !== (b === undefined) || canonicalJson(a) !== canonicalJson(b);
  });
  const changes = changed.slice(0, AUDIT_MAX_CHANGES).map((path) => ({
    field: truncateUtf8(path, AUDIT_MAX_FIELD_BYTES),
    before: textOf(old.get(path)),
    after: textOf(now.get(path)),
  }));
  return { changes, more: changed.length - changes.length };
}
