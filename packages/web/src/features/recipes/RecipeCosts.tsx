/** Cost per portion for each age group that eats, and the total for the chosen heads. */
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import {
  AGE_GROUPS,
  formatPrice,
  recipeCost,
  recipePortionCosts,
  type Headcounts,
  type PlannerData,
  type Recipe,
} from '@speiseplaner/shared';
import ScrollRegion from '../../components/ScrollRegion';

interface Props {
  data: PlannerData;
  recipe: Recipe;
  heads: Headcounts;
}

export default function RecipeCosts({ data, recipe, heads }: Props) {
  const perPortion = recipePortionCosts(data, recipe).byAgeGroup;
  const groups = AGE_GROUPS.filter((g) => (heads[g.id] ?? 0) > 0);
  return (
    <ScrollRegion label="Kosten">
      <Table size="small" aria-label="Kosten">
        <TableHead>
          <TableRow>
            <TableCell>Altersgruppe</TableCell>
            <TableCell align="right">Personen</TableCell>
            <TableCell align="right">€ je Portion</TableCell>
            <TableCell align="right">€ gesamt</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {groups.map((g) => (
            <TableRow key={g.id}>
              <TableCell component="th" scope="row">
                {g.label}
              </TableCell>
              <TableCell align="right">{heads[g.id]}</TableCell>
              <TableCell align="right">{formatPrice(perPortion[g.id])}</TableCell>
              <TableCell align="right">
                {formatPrice(recipeCost(data, recipe, { [g.id]: heads[g.id] }))}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TableCell colSpan={3}>Gesamtkosten</TableCell>
            <TableCell align="right" data-testid="recipe-total-cost">
              {formatPrice(recipeCost(data, recipe, heads))}
            </TableCell>
          </TableRow>
        </TableFooter>
      </Table>
    </ScrollRegion>
  );
}
