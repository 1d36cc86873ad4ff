/**
 * One food group of a list: a check box per item (autosaved), amount in purchase units, cost, and below
 * the name the allergen codes that count for the kitchen (shared shoppingItemMarks).
 */
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  formatEuro,
  formatPurchaseAmount,
  shoppingItemMarks,
  type PlannerData,
  type ShoppingGroup,
} from '@speiseplaner/shared';

interface Props {
  group: ShoppingGroup;
  /** Ticks an item off; without it (a reader) the marks show but cannot be changed. */
  onCheck?: (slug: string, checked: boolean) => void;
  /** The catalogue with the kitchen's own allergen marks; no marks shown while it loads. */
  data?: PlannerData;
}

export default function ShoppingGroupTable({ group, onCheck, data }: Props) {
  const headingId = `shopping-group-${group.foodGroup}`;
  return (
    <Box component="section" aria-labelledby={headingId} className="shopping-group">
      <Stack direction="row" spacing={2} sx={{ alignItems: 'baseline', justifyContent: 'space-between' }}>
        <Typography variant="h6" component="h2" id={headingId}>
          {group.label}
        </Typography>
        <Typography color="text.secondary">{formatEuro(group.cost)}</Typography>
      </Stack>
      {/*
        Fixed columns, so amounts and costs line up from group to group. The check box column is wide enough
        for its header "Abgehakt" with ordinary cell padding (the check box padding let it run into "Zutat");
        phones get narrower padding, so the ingredient keeps room.
      */}
      <Table
        size="small"
        aria-labelledby={headingId}
        sx={{ tableLayout: 'fixed', '& .MuiTableCell-root': { px: { xs: 1, sm: 2 } } }}
      >
        <TableHead>
          <TableRow>
            <TableCell sx={{ width: { xs: 88, sm: 112 } }}>Abgehakt</TableCell>
            <TableCell>Zutat</TableCell>
            <TableCell align="right" sx={{ width: { xs: 80, sm: 120 } }}>
              Menge
            </TableCell>
            <TableCell align="right" sx={{ width: { xs: 80, sm: 110 } }}>
              Kosten
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {group.items.map((item) => (
            <TableRow key={item.slug}>
              <TableCell padding="checkbox">
                <Checkbox
                  checked={item.checked}
                  disabled={!onCheck}
                  onChange={(event) => onCheck?.(item.slug, event.target.checked)}
                  slotProps={{ input: { 'aria-label': item.name } }}
                />
              </TableCell>
              <TableCell
                sx={{
                  // Long German compounds break at syllables on a phone ("Roggenvoll-kornbrot").
                  hyphens: 'auto',
                  ...(item.checked ? { textDecoration: 'line-through', color: 'text.secondary' } : {}),
                }}
              >
                {item.name}
                {shoppingItemMarks(data, item.slug) ? (
                  <Typography variant="caption" component="div" data-testid="item-allergens">
                    {shoppingItemMarks(data, item.slug)}
                  </Typography>
                ) : null}
              </TableCell>
              <TableCell align="right">{formatPurchaseAmount(item.amount, item.unit)}</TableCell>
              <TableCell align="right">{formatEuro(item.cost)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
