/**
 * The found recipes as a table: cover photo and name (one link to the recipe page; „eigenes“ or „Träger“
 * beside it), dish type, category, effort, cost. The photo's box is there without a photo too, so the names
 * stay in line.
 */
import { Link as RouterLink } from 'react-router';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import {
  difficultyLabel,
  dishTypeLabel,
  formatPrice,
  recipePortionCosts,
  type PlannerData,
  type RecipeListEntry,
} from '@speiseplaner/shared';
import ScrollRegion from '../../components/ScrollRegion';
import RecipeThumbnail from './RecipeThumbnail';

interface Props {
  entries: RecipeListEntry[];
  data: PlannerData | undefined;
}

export default function RecipeListTable({ entries, data }: Props) {
  return (
    <ScrollRegion label="Rezeptliste">
      <Table size="small" aria-label="Rezeptliste">
        <TableHead>
          <TableRow>
            <TableCell>Rezept</TableCell>
            <TableCell>Gerichtsart</TableCell>
            <TableCell>Kategorie</TableCell>
            <TableCell>Aufwand</TableCell>
            <TableCell align="right">€ je Kindergarten-Portion</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {entries.map((entry) => (
            <TableRow key={entry.slug}>
              <TableCell component="th" scope="row">
                <Link
                  component={RouterLink}
                  to={`/app/rezepte/${entry.slug}`}
                  sx={{ display: 'inline-flex', alignItems: 'center', gap: 1.5, verticalAlign: 'middle' }}
                >
                  <RecipeThumbnail recipeId={entry.slug} name={entry.name} nameBeside />
                  <span>{entry.name}</span>
                </Link>
                {entry.owner ? <Chip label="eigenes" size="small" sx={{ ml: 1 }} /> : null}
                {entry.organisation ? (
                  <Chip label="Träger" size="small" variant="outlined" sx={{ ml: 1 }} />
                ) : null}
              </TableCell>
              <TableCell>{dishTypeLabel(entry.dishType)}</TableCell>
              <TableCell>{entry.category}</TableCell>
              <TableCell>{difficultyLabel(entry.complexity)}</TableCell>
              <TableCell align="right">
                {data ? formatPrice(recipePortionCosts(data, entry).perKigaPortion) : '-'}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollRegion>
  );
}
