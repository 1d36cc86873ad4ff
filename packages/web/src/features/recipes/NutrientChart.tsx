/**
 * Nutrients of one portion in the colour categories (protein, carbs, fat, fiber, salt) as plain bars,
 * with the portion's energy. Bar lengths are relative to the largest value of the portion.
 */
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatNumber, NUTRIENT_CATEGORIES, type Nutrients } from '@speiseplaner/shared';

const grams = (value: number) => formatNumber(value, { decimals: 1, fixed: true });

export default function NutrientChart({ nutrients, label }: { nutrients: Nutrients; label: string }) {
  const largest = Math.max(...NUTRIENT_CATEGORIES.map((c) => nutrients[c.id]), 1e-9);
  return (
    <Stack spacing={1} role="figure" aria-label={`Nährwerte je Portion ${label}`}>
      <Typography>
        Energie: {formatNumber(nutrients.energyKcal)} kcal ({formatNumber(nutrients.energyKj)} kJ) bei{' '}
        {formatNumber(nutrients.grams)} g
      </Typography>
      {NUTRIENT_CATEGORIES.map((category) => {
        const value = nutrients[category.id];
        return (
          <Stack key={category.id} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography sx={{ width: 130, flexShrink: 0 }}>{category.label}</Typography>
            <Box sx={{ flexGrow: 1, bgcolor: 'action.hover', height: 16, borderRadius: 1 }}>
              <Box
                data-nutrient={category.id}
                sx={{
                  width: `${(100 * value) / largest}%`,
                  height: '100%',
                  bgcolor: category.color,
                  borderRadius: 1,
                  printColorAdjust: 'exact',
                  WebkitPrintColorAdjust: 'exact',
                }}
              />
            </Box>
            <Typography sx={{ width: 70, textAlign: 'right', flexShrink: 0 }}>{grams(value)} g</Typography>
          </Stack>
        );
      })}
    </Stack>
  );
}
