/**
 * The collection kit's actions of one list row (collection.ts): small buttons side by side, wrapping on a
 * narrow screen, each at least 40 px high and named with its entry for screen readers („Löschen: Titel“).
 */
import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';

export function RowActions({ children }: { children: ReactNode }) {
  return (
    <TableCell>
      <Stack direction="row" sx={{ flexWrap: 'wrap' }}>
        {children}
      </Stack>
    </TableCell>
  );
}

interface ActionProps {
  /** The button's text, e.g. „Bearbeiten“. */
  label: string;
  /** The entry's name, e.g. its title. */
  entry: string;
  color?: 'error';
  onClick: () => void;
}

export function RowAction({ label, entry, color, onClick }: ActionProps) {
  return (
    <Button
      size="small"
      color={color}
      onClick={onClick}
      aria-label={`${label}: ${entry}`}
      sx={{ minHeight: 40 }}
    >
      {label}
    </Button>
  );
}
