/**
 * The allergen, additive and label marks as checkbox groups, one group per kind, each mark with its
 * code: the Verwaltung's ingredient editor and a kitchen's own marks (OwnAllergensDialog) tick the same list.
 */
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import { ALLERGENS, type AllergenId, type AllergenKind } from '@speiseplaner/shared';

const KIND_TITLES: Record<AllergenKind, string> = {
  allergen: 'Allergene (LMIV)',
  additive: 'Zusatzstoffe',
  label: 'Weitere Kennzeichnungen',
};

export interface AllergenCheckboxesProps {
  /** The ticked mark ids. */
  marks: readonly string[];
  onToggle: (id: AllergenId, checked: boolean) => void;
}

export function AllergenCheckboxes({ marks, onToggle }: AllergenCheckboxesProps) {
  return (
    <>
      {(['allergen', 'additive', 'label'] as const).map((kind) => (
        <fieldset key={kind} style={{ border: 0, margin: 0, padding: 0 }}>
          <FormLabel component="legend">{KIND_TITLES[kind]}</FormLabel>
          <FormGroup row>
            {ALLERGENS.filter((a) => a.kind === kind).map((a) => (
              <FormControlLabel
                key={a.id}
                sx={{ minWidth: 220 }}
                control={
                  <Checkbox
                    checked={marks.includes(a.id)}
                    onChange={(_e, checked) => onToggle(a.id, checked)}
                  />
                }
                label={`${a.label} (${a.id})`}
              />
            ))}
          </FormGroup>
        </fieldset>
      ))}
    </>
  );
}
