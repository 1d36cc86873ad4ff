/**
 * One recipe of a day: name and detail, and with `edit` buttons to reorder, move to another day or
 * remove it (without, the row only reads).
 */
import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { WEEKDAYS } from '@speiseplaner/shared';

export interface RecipeRowEdit {
  day: number;
  index: number;
  count: number;
  /** Days with room for one more recipe. */
  roomOn: (day: number) => boolean;
  onMove: (toDay: number, toIndex: number) => void;
  onRemove: () => void;
}

interface Props {
  name: string;
  detail: string;
  edit?: RecipeRowEdit;
}

export default function DayRecipeRow({ name, detail, edit }: Props) {
  if (!edit)
    return (
      <ListItem disableGutters>
        <ListItemText primary={name} secondary={detail} />
      </ListItem>
    );
  return <EditableRow name={name} detail={detail} {...edit} />;
}

function EditableRow({
  name,
  detail,
  day,
  index,
  count,
  roomOn,
  onMove,
  onRemove,
}: Omit<Props, 'edit'> & RecipeRowEdit) {
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  return (
    <ListItem
      disableGutters
      secondaryAction={
        <Stack direction="row">
          <IconButton
            size="small"
            aria-label={`${name} nach oben`}
            disabled={index === 0}
            onClick={() => onMove(day, index - 1)}
          >
            <ArrowUpwardIcon fontSize="small" />
          </IconButton>
          <IconButton
            size="small"
            aria-label={`${name} nach unten`}
            disabled={index === count - 1}
            onClick={() => onMove(day, index + 1)}
          >
            <ArrowDownwardIcon fontSize="small" />
          </IconButton>
          <IconButton
            size="small"
            aria-label={`${name} auf einen anderen Tag`}
            onClick={(e) => setMenu(e.currentTarget)}
          >
            <SwapHorizIcon fontSize="small" />
          </IconButton>
          <IconButton size="small" aria-label={`${name} entfernen`} onClick={onRemove}>
            <DeleteIcon fontSize="small" />
          </IconButton>
          <Menu anchorEl={menu} open={menu !== null} onClose={() => setMenu(null)}>
            {WEEKDAYS.map((weekday, i) =>
              i === day ? null : (
                <MenuItem
                  key={weekday.id}
                  disabled={!roomOn(i)}
                  onClick={() => {
                    setMenu(null);
                    onMove(i, Number.MAX_SAFE_INTEGER);
                  }}
                >
                  Auf {weekday.label}
                </MenuItem>
              ),
            )}
          </Menu>
        </Stack>
      }
      sx={{ pr: 18 }}
    >
      <ListItemText primary={name} secondary={detail} />
    </ListItem>
  );
}
