/** What the new list would hold: planned days, items and cost, or why it cannot be built yet. */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatCount, formatEuro } from '@speiseplaner/shared';
import type { ShoppingPreview } from './useShoppingPreview';

export default function ShoppingPreviewInfo({
  preview,
  onRetry,
}: {
  preview: ShoppingPreview;
  onRetry: () => void;
}) {
  switch (preview.state) {
    case 'loading':
      return (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <CircularProgress size={20} aria-label="Speiseplan wird geladen" />
          <Typography color="text.secondary">Speiseplan wird geladen …</Typography>
        </Stack>
      );
    case 'invalid':
      return <Alert severity="error">{preview.message}</Alert>;
    case 'failed':
      return (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={onRetry}>
              Erneut versuchen
            </Button>
          }
        >
          {preview.message}
        </Alert>
      );
    case 'ready': {
      const { plannedDays, items, total, missingRecipes, missingIngredients } = preview.result;
      return (
        <Stack spacing={1}>
          {plannedDays === 0 ? (
            <Alert severity="warning">
              Im gewählten Zeitraum ist kein Tag mit Rezepten geplant. Die Einkaufsliste bliebe leer.
            </Alert>
          ) : (
            <Typography data-testid="shopping-preview">
              {formatCount(plannedDays, 'geplanter Tag', 'geplante Tage')},{' '}
              {formatCount(items.length, 'Artikel', 'Artikel')}, zusammen {formatEuro(total)}
            </Typography>
          )}
          {missingRecipes.length > 0 || missingIngredients.length > 0 ? (
            <Alert severity="warning">
              Nicht gefunden und daher nicht eingerechnet:{' '}
              {[
                missingRecipes.length > 0 ? `Rezepte ${missingRecipes.join(', ')}` : '',
                missingIngredients.length > 0 ? `Zutaten ${missingIngredients.join(', ')}` : '',
              ]
                .filter(Boolean)
                .join('; ')}
            </Alert>
          ) : null}
        </Stack>
      );
    }
  }
}
