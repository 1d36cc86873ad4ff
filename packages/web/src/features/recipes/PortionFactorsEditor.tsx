/**
 * A recipe's portion factor per age group: how much of a Kindergarten portion one child or adult of the
 * group eats of this dish (a soup may be eaten more, a dessert less than the usual factor). Applied when
 * the field is left; a wrong entry keeps its text and says what is wrong, nothing is saved.
 */
import { memo, useState } from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  AGE_GROUPS,
  checkPortionFactorInput,
  portionFactor,
  type AgeGroupId,
  type PortionFactors,
} from '@speiseplaner/shared';
import { amountText } from '../../components/BlurNumberField';

interface Props {
  factors: PortionFactors;
  onChange: (factors: PortionFactors) => void;
}

interface FieldProps extends Props {
  group: AgeGroupId;
  label: string;
  defaultFactor: number;
}

function FactorField({ group, label, defaultFactor, factors, onChange }: FieldProps) {
  const current = amountText(portionFactor({ headPortionFactors: factors }, group));
  const [text, setText] = useState(current);
  const [error, setError] = useState<string>();
  const apply = () => {
    const checked = checkPortionFactorInput(text);
    if (!checked.ok) {
      setError(checked.message);
      return;
    }
    setError(undefined);
    setText(amountText(checked.value));
    if (amountText(checked.value) !== current) onChange({ ...factors, [group]: checked.value });
  };
  return (
    <TextField
      label={label}
      size="small"
      value={text}
      error={error !== undefined}
      helperText={error ?? `Standard: ${amountText(defaultFactor)}`}
      onChange={(event) => setText(event.target.value)}
      onBlur={apply}
      slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      sx={{ width: { xs: '100%', sm: 170 } }}
    />
  );
}

function PortionFactorsEditor({ factors, onChange }: Props) {
  return (
    <Stack spacing={1} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="h3" sx={{ fontSize: '1.15rem', mb: 1 }}>
        Portionsfaktoren je Altersgruppe
      </Typography>
      <Typography variant="body2" color="text.secondary">
        1 = eine Kindergarten-Portion. Ein Faktor gilt nur für dieses Rezept; unter jedem Feld steht der
        Standardwert, der ohne eigene Angabe gilt.
      </Typography>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', pt: 1 }}>
        {AGE_GROUPS.map((group) => (
          <FactorField
            key={group.id}
            group={group.id}
            label={group.label}
            defaultFactor={group.defaultPortionFactor}
            factors={factors}
            onChange={onChange}
          />
        ))}
      </Stack>
    </Stack>
  );
}

export default memo(PortionFactorsEditor);
