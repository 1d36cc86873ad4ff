/**
 * 'Preis editieren: {name}' (docs/product.md, "Dialogs and account corner"): the user's own purchase price
 * for one ingredient (without one, the Träger's price counts, else the catalogue's; removing the own price
 * brings that back) and, for admins, the shared catalogue price. Values apply on blur; own prices are saved
 * with the whole price map, catalogue prices are autosaved.
 */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { currentPrice, effectivePrice, formatPrice, today, type Ingredient } from '@speiseplaner/shared';
import { useAppDispatch, useAppSelector } from '../../platform/hooks';
import AutosaveStatus from '../../platform/autosave/AutosaveStatus';
import SaveRefusedNotice from '../../platform/autosave/SaveRefusedNotice';
import BlurNumberField, { amountText } from '../../components/BlurNumberField';
import { INGREDIENTS_AREA } from './ingredientsAutosave';
import {
  catalogueAmountChanged,
  cataloguePriceChanged,
  ownPriceRemoved,
  ownPriceSet,
} from './ingredientsSlice';
import PriceHistory from './PriceHistory';

interface Props {
  ingredient: Ingredient;
  onClose: () => void;
  /** Opens the dialog of the kitchen's own allergen marks of this ingredient. */
  onAllergens?: () => void;
}

export default function PriceDialog({ ingredient, onClose, onAllergens }: Props) {
  const dispatch = useAppDispatch();
  const own = useAppSelector((state) => state.auth.user?.prices[ingredient.slug]);
  const organisationPrices = useAppSelector((state) => state.auth.user?.organisationPrices);
  const admin = useAppSelector((state) => state.auth.user?.admin === true);
  const { slug, unit } = ingredient;
  const catalogue = currentPrice(ingredient, today());
  // The price that counts without an own one: the Träger's, else the catalogue's.
  const inherited = effectivePrice(ingredient, undefined, today(), organisationPrices);
  const fromTraeger = inherited.source === 'organisation';
  const traegerText = `${formatPrice(inherited.price)} € für ${amountText(inherited.amount)} ${unit}`;
  const ownPrice = own?.price ?? (fromTraeger ? inherited.price : catalogue);
  const ownAmount = own?.amount ?? (fromTraeger ? inherited.amount : ingredient.referenceAmount);

  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="price-dialog-title">
      <DialogTitle id="price-dialog-title">Preis editieren: {ingredient.name}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography variant="h3" component="h3">
            Ihr Einkaufspreis
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {own
              ? fromTraeger
                ? `Ihr eigener Preis gilt nur für Ihre Einrichtung. Entfernen Sie ihn, gilt wieder der Preis Ihres Trägers (${traegerText}).`
                : 'Ihr eigener Preis gilt nur für Ihre Einrichtung.'
              : fromTraeger
                ? `Sie rechnen mit dem Preis Ihres Trägers (${traegerText}). Ein eigener Preis gilt nur für Ihre Einrichtung und geht ihm vor.`
                : `Sie rechnen mit dem Beispielpreis des Katalogs (${formatPrice(catalogue)} € für ${amountText(ingredient.referenceAmount)} ${unit}).`}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <BlurNumberField
              key={`own-price-${ownPrice}`}
              label="Eigener Preis"
              suffix="€"
              text={formatPrice(ownPrice)}
              onApply={(price) => dispatch(ownPriceSet({ slug, price, amount: ownAmount }))}
            />
            <BlurNumberField
              key={`own-amount-${ownAmount}`}
              label="für Menge"
              suffix={unit}
              positive
              text={amountText(ownAmount)}
              onApply={(amount) => dispatch(ownPriceSet({ slug, price: ownPrice, amount }))}
            />
          </Stack>
          {own ? (
            <Button sx={{ alignSelf: 'flex-start' }} onClick={() => dispatch(ownPriceRemoved(slug))}>
              Eigenen Preis entfernen
            </Button>
          ) : null}

          {admin ? (
            <>
              <Typography variant="h3" component="h3">
                Katalogpreis (für alle Einrichtungen)
              </Typography>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'center' }}>
                <BlurNumberField
                  key={`catalogue-${catalogue}-${ingredient.referenceAmount}`}
                  label="Katalogpreis"
                  suffix="€"
                  text={formatPrice(catalogue)}
                  onApply={(price) =>
                    dispatch(
                      cataloguePriceChanged({
                        slug,
                        price,
                        amount: ingredient.referenceAmount,
                        date: today(),
                      }),
                    )
                  }
                />
                <BlurNumberField
                  key={`reference-${ingredient.referenceAmount}`}
                  label="Bezugsmenge"
                  suffix={unit}
                  positive
                  text={amountText(ingredient.referenceAmount)}
                  onApply={(amount) => dispatch(catalogueAmountChanged({ slug, amount, date: today() }))}
                />
                <AutosaveStatus area={INGREDIENTS_AREA} docKey={slug} />
              </Stack>
              <SaveRefusedNotice area={INGREDIENTS_AREA} docKey={slug} />
            </>
          ) : null}

          <Typography variant="h3" component="h3">
            Preisverlauf (Beispielpreise)
          </Typography>
          <PriceHistory ingredient={ingredient} />
        </Stack>
      </DialogContent>
      <DialogActions>
        {onAllergens ? <Button onClick={onAllergens}>Allergene Ihres Produkts</Button> : null}
        <Button onClick={onClose}>Schließen</Button>
      </DialogActions>
    </Dialog>
  );
}
