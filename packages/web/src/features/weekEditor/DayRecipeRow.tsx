/**
 * One recipe of a day: its cover photo (40×40, a quiet box without one) and name as one link to the recipe page, its detail, a mark when it is planned out
 * of its season, a mark when a vegetarian kitchen plans it with meat, fish or gelatine, and with `edit` two buttons: "verschieben" (a menu: up, down, another day) and
 * "entfernen" (without, the row only reads). The name takes the row's width; the buttons sit beside it
 * where there is room and below it in a narrow day column or on a phone.
 */
import { useState, type MouseEvent, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import ListItem from '@mui/material/ListItem';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import NoMealsIcon from '@mui/icons-material/NoMeals';
import OpenWithIcon from '@mui/icons-material/OpenWith';
import { WEEKDAYS } from '@speiseplaner/shared';
import RecipeThumbnail from '../recipes/RecipeThumbnail';

export interface RecipeRowEdit {
  day: number;
  index: number;
  count: number;
  /** Days with room for one more recipe. */
  roomOn: (day: number) => boolean;
  onMove: (toDay: number, toIndex: number) => void;
  /** `byKeyboard`: the button was pressed with Enter or Space (its focus has to go somewhere). */
  onRemove: (byKeyboard: boolean) => void;
}

interface Props {
  slug: string;
  name: string;
  detail: string;
  /** Set when the dish is planned outside its season: the season months in words ('' for none). */
  outOfSeason?: string;
  /** The kitchen's menu line is vegetarian and this dish is not (meat, fish or e.g. gelatine). */
  notVegetarian?: boolean;
  edit?: RecipeRowEdit;
}

/** Every button and menu entry of a day card is at least 40×40 px, also on a phone. */
const TARGET = { width: 40, height: 40 };
const ITEM = { minHeight: 40 };

export default function DayRecipeRow({ slug, name, detail, outOfSeason, notVegetarian, edit }: Props) {
  return (
    <ListItem
      disableGutters
      data-recipe-row
      sx={{ flexWrap: 'wrap', alignItems: 'flex-start', columnGap: 1, py: 0.5 }}
    >
      {/* 14rem plus the buttons: beside each other on a wide card, the name alone on a line when narrow.
          What stands under the name starts where the name does, right of the photo (40 px and a gap). */}
      <Box sx={{ flex: '1 1 14rem', minWidth: 0, '& > :not(a)': { pl: '48px' } }}>
        <Link
          component={RouterLink}
          to={`/app/rezepte/${slug}`}
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            minHeight: 40,
          }}
        >
          <RecipeThumbnail recipeId={slug} name={name} width={40} nameBeside />
          <span>{name}</span>
        </Link>
        {detail ? (
          <Typography variant="body2" color="text.secondary">
            {detail}
          </Typography>
        ) : null}
        {/* Icon and words, never colour alone; in brackets why. */}
        {outOfSeason !== undefined ? (
          <RowMark
            testId="season-mark"
            icon={<EventBusyIcon fontSize="small" color="warning" aria-hidden />}
            words="außerhalb der Saison"
            why={outOfSeason ? `Saison: ${outOfSeason}` : 'keine Saisonmonate eingetragen'}
          />
        ) : null}
        {notVegetarian ? (
          <RowMark
            testId="not-vegetarian-mark"
            icon={<NoMealsIcon fontSize="small" color="error" aria-hidden />}
            words="nicht vegetarisch"
            why="Menülinie ovo-lacto-vegetarisch"
          />
        ) : null}
      </Box>
      {edit ? <RowButtons name={name} {...edit} /> : null}
    </ListItem>
  );
}

/** A mark under a dish's name (out of season, not vegetarian): icon, words and, greyed in brackets, why. */
function RowMark({
  testId,
  icon,
  words,
  why,
}: {
  testId: string;
  icon: ReactNode;
  words: string;
  why: string;
}) {
  return (
    <Typography
      variant="body2"
      data-testid={testId}
      sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.5, mt: 0.5 }}
    >
      {icon}
      <span>
        {words}{' '}
        <Box component="span" sx={{ color: 'text.secondary' }}>
          ({why})
        </Box>
      </span>
    </Typography>
  );
}

function RowButtons({ name, day, index, count, roomOn, onMove, onRemove }: RecipeRowEdit & { name: string }) {
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const move = (toDay: number, toIndex: number) => {
    setMenu(null);
    onMove(toDay, toIndex);
  };
  return (
    <Stack direction="row" sx={{ ml: 'auto', flexShrink: 0 }}>
      <IconButton
        aria-label={`${name} verschieben`}
        aria-haspopup="menu"
        aria-expanded={menu !== null}
        onClick={(e) => setMenu(e.currentTarget)}
        sx={TARGET}
      >
        <OpenWithIcon fontSize="small" />
      </IconButton>
      <IconButton
        aria-label={`${name} entfernen`}
        data-remove
        // A click from Enter or Space has no pointer position (detail 0).
        onClick={(e: MouseEvent) => onRemove(e.detail === 0)}
        sx={TARGET}
      >
        <DeleteIcon fontSize="small" />
      </IconButton>
      <Menu anchorEl={menu} open={menu !== null} onClose={() => setMenu(null)}>
        <MenuItem disabled={index === 0} onClick={() => move(day, index - 1)} sx={ITEM}>
          Nach oben
        </MenuItem>
        <MenuItem disabled={index === count - 1} onClick={() => move(day, index + 1)} sx={ITEM}>
          Nach unten
        </MenuItem>
        <Divider />
        {WEEKDAYS.map((weekday, i) =>
          i === day ? null : (
            <MenuItem key={weekday.id} disabled={!roomOn(i)} onClick={() => move(i, Number.MAX_SAFE_INTEGER)}>
              Auf {weekday.label}
            </MenuItem>
          ),
        )}
      </Menu>
    </Stack>
  );
}
