/** The status of a list as a chip: 'offen' or 'eingekauft'. */
import Chip from '@mui/material/Chip';
import type { ShoppingStatus } from '@speiseplaner/shared';

export const STATUS_LABELS: Record<ShoppingStatus, string> = { open: 'offen', shopped: 'eingekauft' };

export default function ShoppingStatusChip({ status }: { status: ShoppingStatus }) {
  return (
    <Chip
      size="small"
      label={STATUS_LABELS[status]}
      color={status === 'open' ? 'primary' : 'default'}
      variant={status === 'open' ? 'filled' : 'outlined'}
    />
  );
}
