/**
 * Production's index rules for the local Firestore stand-in (docs/firestore-standin.md, "Indexes").
 * Production refuses a query that no index serves with FAILED_PRECONDITION "The query requires an
 * index. …"; the official emulator does not check. The stand-in does, with the declarations of a
 * `firestore.indexes.json`, so a missing index fails a local test instead of a kitchen's screen.
 *
 * The model (Firestore's documented behaviour, see the doc for what it leaves out):
 * - single-field indexes are automatic in collection scope (ascending, descending, array-contains) and
 *   off in collection-group scope; a `fieldOverrides` entry replaces them for its field, its subfields
 *   and (with `*`) every field of its collection group;
 * - a query is split into its OR branches; in each branch `==`, `in`, `is null`, `is NaN` are equality
 *   filters, array-contains(-any) a contains filter, every other comparison a range; the order (for
 *   every branch) is the explicit orderBy, then the query's range fields not yet ordered (ascending),
 *   then the document name; an order on a field with an equality filter in the branch is dropped;
 * - a branch needs no composite index when it has only equality filters (single-field indexes are
 *   merged), or only one contains filter, or no filter and one ordered field;
 * - otherwise indexes whose fields are equality/contains fields of the branch followed by exactly the
 *   ordered fields (same directions; a trailing `__name__` in the direction of the field before it may
 *   be left out) must together cover every filter field; with a contains filter one index must cover
 *   all of them (only equality filters are merged).
 */
import { readFileSync } from 'node:fs';

export type QueryScope = 'COLLECTION' | 'COLLECTION_GROUP';
type Mode = 'ASCENDING' | 'DESCENDING' | 'CONTAINS';

export interface IndexField {
  fieldPath: string;
  order?: 'ASCENDING' | 'DESCENDING';
  arrayConfig?: 'CONTAINS';
  vectorConfig?: unknown;
}

export interface CompositeIndex {
  collectionGroup: string;
  queryScope: QueryScope | 'COLLECTION_RECURSIVE';
  fields: IndexField[];
}

export interface FieldOverride {
  collectionGroup: string;
  fieldPath: string;
  ttl?: boolean;
  indexes: { order?: 'ASCENDING' | 'DESCENDING'; arrayConfig?: 'CONTAINS'; queryScope?: QueryScope }[];
}

/** The content of a `firestore.indexes.json`. */
export interface IndexConfig {
  indexes: CompositeIndex[];
  fieldOverrides?: FieldOverride[];
}

const fail = (file: string, what: string): never => {
  throw new Error(`${file}: ${what} (siehe https://firebase.google.com/docs/reference/firestore/indexes)`);
};

/** Reads and checks a `firestore.indexes.json` the way `firebase deploy` checks it. */
export function readIndexConfig(file: string): IndexConfig {
  let config: unknown;
  try {
    config = JSON.parse(readFileSync(file, 'utf8'));
  } catch (err) {
    return fail(file, `nicht lesbar (${err instanceof Error ? err.message : String(err)})`);
  }
  const spec = config as Partial<IndexConfig>;
  if (!spec || !Array.isArray(spec.indexes)) return fail(file, '"indexes" fehlt oder ist keine Liste');
  spec.indexes.forEach((index, i) => {
    const at = `indexes[${i}]`;
    if (typeof index?.collectionGroup !== 'string') fail(file, `${at}.collectionGroup fehlt`);
    if (!['COLLECTION', 'COLLECTION_GROUP', 'COLLECTION_RECURSIVE'].includes(index.queryScope))
      fail(file, `${at}.queryScope muss COLLECTION oder COLLECTION_GROUP sein`);
    if (!Array.isArray(index.fields) || index.fields.length === 0) fail(file, `${at}.fields fehlt`);
    index.fields.forEach((field, j) => {
      if (typeof field?.fieldPath !== 'string') fail(file, `${at}.fields[${j}].fieldPath fehlt`);
      const modes = [field.order, field.arrayConfig, field.vectorConfig].filter((m) => m !== undefined);
      if (modes.length !== 1)
        fail(file, `${at}.fields[${j}] braucht genau eins von order, arrayConfig, vectorConfig`);
      if (field.order !== undefined && !['ASCENDING', 'DESCENDING'].includes(field.order))
        fail(file, `${at}.fields[${j}].order muss ASCENDING oder DESCENDING sein`);
      if (field.arrayConfig !== undefined && field.arrayConfig !== 'CONTAINS')
        fail(file, `${at}.fields[${j}].arrayConfig muss CONTAINS sein`);
    });
  });
  if (spec.fieldOverrides !== undefined && !Array.isArray(spec.fieldOverrides))
    fail(file, '"fieldOverrides" ist keine Liste');
  (spec.fieldOverrides ?? []).forEach((override, i) => {
    const at = `fieldOverrides[${i}]`;
    if (typeof override?.collectionGroup !== 'string') fail(file, `${at}.collectionGroup fehlt`);
    if (typeof override.fieldPath !== 'string') fail(file, `${at}.fieldPath fehlt`);
    if (override.ttl !== undefined && typeof override.ttl !== 'boolean')
      fail(file, `${at}.ttl muss true/false sein`);
    if (!Array.isArray(override.indexes))
      fail(file, `${at}.indexes fehlt (leere Liste: Feld nicht indexieren)`);
    override.indexes.forEach((index, j) => {
      if ((index.order === undefined) === (index.arrayConfig === undefined))
        fail(file, `${at}.indexes[${j}] braucht genau eins von order, arrayConfig`);
      if (index.queryScope !== undefined && !['COLLECTION', 'COLLECTION_GROUP'].includes(index.queryScope))
        fail(file, `${at}.indexes[${j}].queryScope muss COLLECTION oder COLLECTION_GROUP sein`);
    });
  });
  return spec as IndexConfig;
}

// google.firestore.v1.StructuredQuery as the stand-in hands it over (protobuf `toObject()`).
interface FieldReference {
  field_path: string;
}
interface Filter {
  composite_filter?: { op: number; filters: Filter[] };
  field_filter?: { field: FieldReference; op: number };
  unary_filter?: { field: FieldReference; op: number };
}
export interface StructuredQuery {
  from: { collection_id: string; all_descendants?: boolean }[];
  where?: Filter;
  order_by?: { field: FieldReference; direction: number }[];
}

const CompositeOp = { OR: 2 };
const FieldOp = { EQUAL: 5, ARRAY_CONTAINS: 7, IN: 8, ARRAY_CONTAINS_ANY: 9 };
const UnaryOp = { IS_NAN: 2, IS_NULL: 3 };
const DESCENDING = 2;
const NAME = '__name__';

type Kind = 'equality' | 'contains' | 'range';
interface Atom {
  path: string;
  kind: Kind;
}
interface Order {
  path: string;
  mode: 'ASCENDING' | 'DESCENDING';
}

function atomOf(filter: Filter): Atom | null {
  if (filter.field_filter) {
    const { op, field } = filter.field_filter;
    const kind: Kind =
      op === FieldOp.EQUAL || op === FieldOp.IN
        ? 'equality'
        : op === FieldOp.ARRAY_CONTAINS || op === FieldOp.ARRAY_CONTAINS_ANY
          ? 'contains'
          : 'range';
    return { path: field.field_path, kind };
  }
  if (filter.unary_filter) {
    const { op, field } = filter.unary_filter;
    return {
      path: field.field_path,
      kind: op === UnaryOp.IS_NAN || op === UnaryOp.IS_NULL ? 'equality' : 'range',
    };
  }
  return null;
}

/** The filter as OR of ANDs: each branch is served by indexes on its own. */
function branchesOf(filter: Filter | undefined): Atom[][] {
  if (!filter) return [[]];
  if (filter.composite_filter) {
    const parts = filter.composite_filter.filters.map(branchesOf);
    if (filter.composite_filter.op === CompositeOp.OR) return parts.flat();
    return parts.reduce<Atom[][]>((acc, part) => acc.flatMap((a) => part.map((b) => [...a, ...b])), [[]]);
  }
  const atom = atomOf(filter);
  return [atom ? [atom] : []];
}

/** Splits a field path at its dots, leaving dots inside backticks alone. */
function segmentsOf(path: string): string[] {
  const segments: string[] = [];
  let current = '';
  let quoted = false;
  for (let i = 0; i < path.length; i++) {
    const c = path[i];
    if (c === '.' && !quoted) {
      segments.push(current);
      current = '';
      continue;
    }
    current += c;
    if (c === '`') quoted = !quoted;
    else if (c === '\\' && quoted) current += path[++i] ?? '';
  }
  segments.push(current);
  return segments;
}

export class IndexRules {
  constructor(private readonly config: IndexConfig) {}

  /** The single-field index modes of a field: its most specific override, else the defaults. */
  singleFieldModes(collectionGroup: string, path: string, scope: QueryScope): Set<Mode> {
    const segments = segmentsOf(path);
    let best: FieldOverride | undefined;
    let bestLength = -1;
    for (const override of this.config.fieldOverrides ?? []) {
      if (override.collectionGroup !== collectionGroup) continue;
      const own = override.fieldPath === '*' ? [] : segmentsOf(override.fieldPath);
      const applies = override.fieldPath === '*' || own.every((s, i) => segments[i] === s);
      if (applies && own.length <= segments.length && own.length > bestLength) {
        best = override;
        bestLength = own.length;
      }
    }
    if (!best) return new Set<Mode>(scope === 'COLLECTION' ? ['ASCENDING', 'DESCENDING', 'CONTAINS'] : []);
    return new Set(
      best.indexes
        .filter((index) => (index.queryScope ?? 'COLLECTION') === scope)
        .map((index): Mode => index.arrayConfig ?? index.order!),
    );
  }

  /** Why production would refuse the query (its error message), or null when indexes serve it. */
  refusal(parent: string, query: StructuredQuery): string | null {
    const [from] = query.from;
    if (!from || query.from.length !== 1) return null;
    const { collection_id: collectionGroup, all_descendants } = from;
    // An empty collection id means every collection (recursiveDelete); production serves it by name.
    if (!collectionGroup) return null;
    const scope: QueryScope = all_descendants ? 'COLLECTION_GROUP' : 'COLLECTION';
    const explicit: Order[] = (query.order_by ?? []).map((o) => ({
      path: o.field.field_path,
      mode: o.direction === DESCENDING ? 'DESCENDING' : 'ASCENDING',
    }));
    const branches = branchesOf(query.where);
    // The order covers the whole query: every branch is read in it, range fields of other branches too.
    const ranges = [
      ...new Set(
        branches
          .flat()
          .filter((a) => a.kind === 'range')
          .map((a) => a.path),
      ),
    ].sort();
    const ordered = [...explicit];
    for (const path of ranges)
      if (!ordered.some((o) => o.path === path)) ordered.push({ path, mode: 'ASCENDING' });
    for (const branch of branches) {
      const missing = this.missingIndex(collectionGroup, scope, branch, ordered);
      if (missing) return refusalMessage(parent, collectionGroup, scope, missing);
    }
    return null;
  }

  private missingIndex(
    collectionGroup: string,
    scope: QueryScope,
    branch: Atom[],
    ordered: Order[],
  ): Missing | null {
    const filters = new Map<string, Kind>();
    for (const atom of branch) {
      if (atom.path === NAME || atom.kind === 'range') continue;
      // A field with an equality and a contains filter needs both modes; the contains one decides.
      if (filters.get(atom.path) !== 'contains') filters.set(atom.path, atom.kind);
    }
    // An order on a field with an equality filter is one value: nothing to sort.
    const order = withoutTrailingName(ordered.filter((o) => filters.get(o.path) !== 'equality'));
    const contains = [...filters].filter(([, kind]) => kind === 'contains').map(([path]) => path);

    const single = (path: string, mode: Mode) =>
      this.singleFieldModes(collectionGroup, path, scope).has(mode);
    if (filters.size === 0 && order.length === 0) return null;
    if (order.length === 0 && contains.length === 0) {
      const equality = [...filters.keys()];
      const unserved = equality.filter(
        (path) =>
          !single(path, 'ASCENDING') &&
          !single(path, 'DESCENDING') &&
          !this.coveredByComposite(collectionGroup, scope, filters, order, path),
      );
      const [first] = unserved;
      return first === undefined ? null : { singleField: { path: first, mode: 'ASCENDING' }, filters, order };
    }
    const [onlyContains] = contains;
    if (order.length === 0 && filters.size === 1 && onlyContains !== undefined) {
      if (single(onlyContains, 'CONTAINS')) return null;
      if (this.coveredByComposite(collectionGroup, scope, filters, order, onlyContains)) return null;
      return { singleField: { path: onlyContains, mode: 'CONTAINS' }, filters, order };
    }
    const [onlyOrder] = order;
    if (filters.size === 0 && order.length === 1 && onlyOrder !== undefined) {
      if (single(onlyOrder.path, onlyOrder.mode)) return null;
      if (this.usable(collectionGroup, scope, filters, order).length > 0) return null;
      return { singleField: onlyOrder, filters, order };
    }
    const usable = this.usable(collectionGroup, scope, filters, order);
    if (
      filters.size === 0
        ? usable.length > 0
        : contains.length > 0
          ? usable.some((p) => p.length === filters.size)
          : [...filters.keys()].every((path) => usable.some((p) => p.includes(path)))
    )
      return null;
    return { filters, order };
  }

  private coveredByComposite(
    collectionGroup: string,
    scope: QueryScope,
    filters: Map<string, Kind>,
    order: Order[],
    path: string,
  ): boolean {
    return this.usable(collectionGroup, scope, filters, order).some((prefix) => prefix.includes(path));
  }

  /**
   * The prefixes (filter fields) of the composite indexes that can serve a branch: their fields are
   * filter fields of the branch in a matching mode, followed by exactly its order.
   */
  private usable(
    collectionGroup: string,
    scope: QueryScope,
    filters: Map<string, Kind>,
    order: Order[],
  ): string[][] {
    const prefixes: string[][] = [];
    for (const index of this.config.indexes) {
      if (index.collectionGroup !== collectionGroup || index.queryScope !== scope) continue;
      if (index.fields.some((f) => f.vectorConfig !== undefined)) continue;
      const fields = withoutTrailingName(
        index.fields.map((f): { path: string; mode: Mode } => ({
          path: f.fieldPath,
          mode: f.arrayConfig ?? f.order!,
        })),
      );
      if (fields.length < order.length) continue;
      const prefix = fields.slice(0, fields.length - order.length);
      const suffix = fields.slice(fields.length - order.length);
      if (!suffix.every((f, i) => f.path === order[i]?.path && f.mode === order[i]?.mode)) continue;
      const prefixFits = prefix.every((f) => {
        const kind = filters.get(f.path);
        return kind === 'contains' ? f.mode === 'CONTAINS' : kind === 'equality' && f.mode !== 'CONTAINS';
      });
      if (prefixFits) prefixes.push(prefix.map((f) => f.path));
    }
    return prefixes;
  }
}

/** Drops a final `__name__` that sorts like the field before it (or is alone): every index ends so. */
function withoutTrailingName<T extends { path: string; mode: Mode }>(fields: T[]): T[] {
  const last = fields[fields.length - 1];
  if (!last || last.path !== NAME) return fields;
  const before = fields[fields.length - 2];
  return !before || before.mode === last.mode ? fields.slice(0, -1) : fields;
}

interface Missing {
  /** Set when one single-field index would do (a collection-group query, or an exempted field). */
  singleField?: { path: string; mode: Mode };
  filters: Map<string, Kind>;
  order: Order[];
}

// google.firestore.admin.v1.Index, encoded by hand for the console link as production builds it.
function varint(n: number): number[] {
  const out: number[] = [];
  for (; n > 0x7f; n >>>= 7) out.push((n & 0x7f) | 0x80);
  out.push(n);
  return out;
}
const bytesField = (tag: number, bytes: Buffer | number[]) => [tag, ...varint(bytes.length), ...bytes];
const enumField = (tag: number, value: number) => [tag, ...varint(value)];

function suggestedFields(missing: Missing): { path: string; mode: Mode }[] {
  const fields: { path: string; mode: Mode }[] = [...missing.filters].map(([path, kind]) => ({
    path,
    mode: kind === 'contains' ? 'CONTAINS' : 'ASCENDING',
  }));
  fields.push(...missing.order);
  const last = fields[fields.length - 1];
  if (last?.path !== NAME)
    fields.push({ path: NAME, mode: last?.mode === 'DESCENDING' ? 'DESCENDING' : 'ASCENDING' });
  return fields;
}

function refusalMessage(
  parent: string,
  collectionGroup: string,
  scope: QueryScope,
  missing: Missing,
): string {
  const [, project = '', , database = '(default)'] = parent.split('/');
  const consoleUrl = `https://console.firebase.google.com/v1/r/project/${project}/firestore/indexes`;
  const group = `projects/${project}/databases/${database}/collectionGroups/${collectionGroup}`;
  const base64 = (bytes: number[]) => Buffer.from(bytes).toString('base64').replace(/=+$/, '');
  const declare = (json: object) =>
    ` (Firestore stand-in: declare it in firestore.indexes.json: ${JSON.stringify(json)})`;

  if (missing.singleField) {
    const { path, mode } = missing.singleField;
    const kind = mode === 'CONTAINS' ? 'ARRAY_CONTAINS' : mode === 'DESCENDING' ? 'DESC' : 'ASC';
    const defaults = [
      { order: 'ASCENDING', queryScope: 'COLLECTION' },
      { order: 'DESCENDING', queryScope: 'COLLECTION' },
      { arrayConfig: 'CONTAINS', queryScope: 'COLLECTION' },
    ];
    const wanted =
      mode === 'CONTAINS' ? { arrayConfig: mode, queryScope: scope } : { order: mode, queryScope: scope };
    const exemption = base64(bytesField(0x0a, Buffer.from(`${group}/fields/${path}`)));
    return (
      `The query requires a ${scope}_${kind} index for collection ${collectionGroup} and field ${path}. ` +
      `You can create it here: ${consoleUrl}?create_exemption=${exemption}` +
      declare({
        collectionGroup,
        fieldPath: path,
        indexes: scope === 'COLLECTION' ? defaults : [...defaults, wanted],
      })
    );
  }

  const fields = suggestedFields(missing);
  const index = base64([
    ...bytesField(0x0a, Buffer.from(`${group}/indexes/_`)),
    ...enumField(0x10, scope === 'COLLECTION' ? 1 : 2),
    ...fields.flatMap((f) =>
      bytesField(0x1a, [
        ...bytesField(0x0a, Buffer.from(f.path)),
        ...(f.mode === 'CONTAINS' ? enumField(0x18, 1) : enumField(0x10, f.mode === 'ASCENDING' ? 1 : 2)),
      ]),
    ),
  ]);
  const declared = fields
    .slice(0, -1)
    .map((f) =>
      f.mode === 'CONTAINS'
        ? { fieldPath: f.path, arrayConfig: f.mode }
        : { fieldPath: f.path, order: f.mode },
    );
  return (
    `The query requires an index. You can create it here: ${consoleUrl}?create_composite=${index}` +
    declare({ collectionGroup, queryScope: scope, fields: declared })
  );
}
