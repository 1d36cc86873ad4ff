/**
 * The one ingredient table of the app, used by Zutaten (sortable, a row opens the price dialog) and the
 * Verwaltung's Zutatenkatalog (a name links to the editor): its search field, the rows found on pages of 50
 * and the columns the page chooses. `useIngredientTable` holds search, sort and page; each page keeps its
 * own layout around the field and the table.
 */
import { useDeferredValue, useMemo, useState, type ReactNode } from 'react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import TextField from '@mui/material/TextField';
import ScrollRegion from '../../components/ScrollRegion';
import type { SortDirection } from './ingredientRows';

const ROWS_PER_PAGE = 50;

export interface TableSort<Key extends string> {
  key: Key;
  direction: SortDirection;
}

export interface IngredientColumn<Row, Key extends string> {
  key: Key;
  label: string;
  numeric?: boolean;
  /** The cell's content; the first column's cell is the row's header. */
  cell: (row: Row) => ReactNode;
}

export interface IngredientTableView<Row, Key extends string> {
  search: string;
  /** A new search text; the table goes back to its first page. */
  setSearch: (search: string) => void;
  /** Undefined for a table without sortable headers. */
  sort?: TableSort<Key>;
  /** A header click: that column ascending, or the other way round when it is the sorted one already. */
  sortBy: (key: Key) => void;
  /** Every row the search finds, in the order shown. */
  found: Row[];
  page: number;
  setPage: (page: number) => void;
}

/**
 * Search, sort and page of an ingredient table. `find` gives the rows a search finds in the order to
 * show (by `sort` where the page sorts); `initialSort` makes the headers sortable.
 */
export function useIngredientTable<Row, Key extends string>(
  rows: readonly Row[],
  find: (rows: readonly Row[], search: string, sort?: TableSort<Key>) => Row[],
  initialSort?: Key,
): IngredientTableView<Row, Key> {
  const [search, setSearchText] = useState('');
  const deferredSearch = useDeferredValue(search);
  const [sort, setSort] = useState<TableSort<Key> | undefined>(
    initialSort === undefined ? undefined : { key: initialSort, direction: 'asc' },
  );
  const [page, setPage] = useState(0);
  const found = useMemo(() => find(rows, deferredSearch, sort), [find, rows, deferredSearch, sort]);
  return {
    search,
    setSearch: (next) => {
      setSearchText(next);
      setPage(0);
    },
    sort,
    sortBy: (key) => {
      setSort((current) => ({
        key,
        direction: current?.key === key && current.direction === 'asc' ? 'desc' : 'asc',
      }));
      setPage(0);
    },
    found,
    page,
    setPage,
  };
}

interface SearchProps {
  view: Pick<IngredientTableView<unknown, string>, 'search' | 'setSearch'>;
  label: string;
  helperText?: string;
  minWidth: number;
}

export function IngredientSearchField({ view, label, helperText, minWidth }: SearchProps) {
  return (
    <TextField
      label={label}
      type="search"
      size="small"
      helperText={helperText}
      value={view.search}
      onChange={(event) => view.setSearch(event.target.value)}
      sx={{ minWidth: { sm: minWidth } }}
    />
  );
}

interface TableProps<Row extends { slug: string }, Key extends string> {
  /** The table's name for screen readers (and its scroll region's). */
  label: string;
  view: IngredientTableView<Row, Key>;
  columns: readonly IngredientColumn<Row, Key>[];
  /** A click on a row (Zutaten: the price dialog); without it rows are not clickable. */
  onOpen?: (slug: string) => void;
}

export default function IngredientTable<Row extends { slug: string }, Key extends string>({
  label,
  view,
  columns,
  onOpen,
}: TableProps<Row, Key>) {
  const { sort, found, page } = view;
  const [first, ...rest] = columns;
  return (
    <>
      <ScrollRegion label={label}>
        <Table size="small" aria-label={label}>
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell
                  key={column.key}
                  align={column.numeric ? 'right' : 'left'}
                  sortDirection={sort?.key === column.key ? sort.direction : false}
                >
                  {sort ? (
                    <TableSortLabel
                      active={sort.key === column.key}
                      direction={sort.key === column.key ? sort.direction : 'asc'}
                      onClick={() => view.sortBy(column.key)}
                    >
                      {column.label}
                    </TableSortLabel>
                  ) : (
                    column.label
                  )}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {found.slice(page * ROWS_PER_PAGE, (page + 1) * ROWS_PER_PAGE).map((row) => (
              <TableRow
                key={row.slug}
                hover
                onClick={onOpen ? () => onOpen(row.slug) : undefined}
                sx={onOpen ? { cursor: 'pointer' } : undefined}
              >
                {first ? (
                  <TableCell component="th" scope="row" align={first.numeric ? 'right' : 'left'}>
                    {first.cell(row)}
                  </TableCell>
                ) : null}
                {rest.map((column) => (
                  <TableCell key={column.key} align={column.numeric ? 'right' : 'left'}>
                    {column.cell(row)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </ScrollRegion>
      <TablePagination
        component="div"
        count={found.length}
        page={page}
        rowsPerPage={ROWS_PER_PAGE}
        rowsPerPageOptions={[ROWS_PER_PAGE]}
        onPageChange={(_event, next) => view.setPage(next)}
        labelDisplayedRows={({ from, to, count }) => `${from}–${to} von ${count}`}
      />
    </>
  );
}
