/**
 * Personal menu: the user's own purchase prices (max width md). Each can be changed (applies on blur,
 * comma accepted) or removed, so the catalogue's example price applies again. Each change is sent on its own.
 */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { comparablePrice, currentPrice, formatPrice, today } from '@speiseplaner/shared';
import { useAppDispatch, useAppSelector } from '../../platform/hooks';
import BlurNumberField, { amountText } from '../../components/BlurNumberField';
import { ownPriceRemoved, ownPriceSet, selectIngredientMap } from './ingredientsSlice';

export default function OwnPricesDialog({ onClose }: { onClose: () => void }) {
  const dispatch = useAppDispatch();
  const prices = useAppSelector((state) => state.auth.user?.prices ?? {});
  const items = useAppSelector(selectIngredientMap);
  const day = today();
  const rows = Object.entries(prices)
    .map(([slug, own]) => ({ slug, own, ingredient: items[slug] }))
    .sort((a, b) => (a.ingredient?.name ?? a.slug).localeCompare(b.ingredient?.name ?? b.slug, 'de'));

  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="own-prices-title">
      <DialogTitle id="own-prices-title">Eigene Preise</DialogTitle>
      <DialogContent>
        <Table size="small" aria-label="Eigene Preise">
          <TableHead>
            <TableRow>
              <TableCell>Zutat</TableCell>
              <TableCell>Eigener Preis (€)</TableCell>
              <TableCell>für Menge</TableCell>
              <TableCell align="right">je 100 (€)</TableCell>
              <TableCell align="right">Beispielpreis (€)</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map(({ slug, own, ingredient }) => {
              const name = ingredient?.name ?? slug;
              return (
                <TableRow key={slug}>
                  <TableCell component="th" scope="row">
                    {name}
                  </TableCell>
                  <TableCell>
                    <BlurNumberField
                      key={`p-${own.price}`}
                      label={`Preis ${name}`}
                      text={formatPrice(own.price)}
                      onApply={(price) => dispatch(ownPriceSet({ slug, price, amount: own.amount }))}
                    />
                  </TableCell>
                  <TableCell>
                    <BlurNumberField
                      key={`a-${own.amount}`}
                      label={`Menge ${name}`}
                      suffix={ingredient?.unit}
                      positive
                      text={amountText(own.amount)}
                      onApply={(amount) => dispatch(ownPriceSet({ slug, price: own.price, amount }))}
                    />
                  </TableCell>
                  <TableCell align="right">{formatPrice(comparablePrice(own.price, own.amount))}</TableCell>
                  <TableCell align="right">
                    {ingredient
                      ? `${formatPrice(currentPrice(ingredient, day))} / ${amountText(ingredient.referenceAmount)} ${ingredient.unit}`
                      : '-'}
                  </TableCell>
                  <TableCell>
                    <Button size="small" onClick={() => dispatch(ownPriceRemoved(slug))}>
                      Entfernen
                    </Button>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Schließen</Button>
      </DialogActions>
    </Dialog>
  );
}
