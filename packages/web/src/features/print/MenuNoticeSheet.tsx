/**
 * The parents' menu as printed: one A4 landscape page, the institution (with its letterhead) and the week
 * on top, the five days as columns with the dishes, their marks and codes, and the two legends below. On
 * paper the days are always five columns that wrap long names instead of growing; a narrow screen stacks
 * them so the preview stays readable on a phone. With `photos` (the kitchen's setting „Fotos auf dem
 * Aushang zeigen“) each day shows the cover of its first dish with a photo above the dishes, in a box of
 * fixed size (28 mm high on paper) that never breaks across pages.
 */
import { useId } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DISH_DIET_LABELS } from '@speiseplaner/shared';
import RecipeThumbnail, { useFirstWithPhoto } from '../recipes/RecipeThumbnail';
import type { MenuNotice, NoticeDay, NoticeDish } from './menuNotice';

export const NOTICE_SHEET = 'menu-notice';

const FIVE_COLUMNS = 'repeat(5, minmax(0, 1fr))';
const rule = { border: '1px solid', borderColor: 'divider', '@media print': { borderColor: '#000' } };
// Long German compounds break inside the column rather than pushing it wider.
const wrap = { overflowWrap: 'anywhere', hyphens: 'auto' } as const;

/** The words under a dish: its diet, "Bio" and its labels ("vegetarisch · Bio · MSC"). */
function marksOf(dish: NoticeDish): string[] {
  return [
    ...(dish.diet ? [DISH_DIET_LABELS[dish.diet]] : []),
    ...(dish.organic ? ['Bio'] : []),
    ...dish.labels,
  ];
}

/**
 * The day's cover: the 800 px variant (sharp on paper at 300 dpi across a column of about 50 mm), loaded at
 * once because the page is printed. Nothing when no dish of the day has a photo.
 */
function DayCover({ day }: { day: NoticeDay }) {
  const slug = useFirstWithPhoto(day.dishes.map((dish) => dish.slug));
  const dish = day.dishes.find((d) => d.slug === slug);
  if (!dish) return null;
  return (
    <Box
      data-testid="notice-photo"
      sx={{
        width: '100%',
        aspectRatio: '3 / 2',
        mb: 1,
        breakInside: 'avoid',
        '@media print': { aspectRatio: 'auto', height: '28mm' },
      }}
    >
      <RecipeThumbnail
        recipeId={dish.slug}
        name={dish.name}
        width={320}
        height={213}
        variant={800}
        loading="eager"
        style={{ width: '100%', height: '100%' }}
      />
    </Box>
  );
}

function DayColumn({ day, photos }: { day: NoticeDay; photos: boolean }) {
  const headingId = useId();
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      data-testid="notice-day"
      sx={{ ...rule, minWidth: 0, p: '6px 8px' }}
    >
      <Typography
        id={headingId}
        component="h3"
        sx={{ fontWeight: 700, fontSize: '1.05rem', mb: 1, '@media print': { fontSize: '11.5pt' } }}
      >
        {day.label}
      </Typography>
      {photos ? <DayCover day={day} /> : null}
      {day.dishes.length === 0 ? (
        <Typography variant="body2">Kein Essen geplant</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }} aria-label={`Gerichte am ${day.weekday}`}>
          {day.dishes.map((dish, i) => {
            const marks = marksOf(dish);
            return (
              <Box component="li" key={`${dish.slug}-${i}`} sx={{ mb: 1.25, ...wrap }}>
                <Typography component="span" sx={{ fontWeight: 600 }}>
                  {dish.name}
                </Typography>
                {dish.codes.length ? (
                  <Typography component="span" variant="body2" data-testid="dish-codes">
                    {' '}
                    ({dish.codes.join(', ')})
                  </Typography>
                ) : null}
                {marks.length ? (
                  <Typography
                    component="span"
                    variant="body2"
                    data-testid="dish-marks"
                    sx={{ display: 'block', fontStyle: 'italic' }}
                  >
                    {marks.join(' · ')}
                  </Typography>
                ) : null}
              </Box>
            );
          })}
        </Box>
      )}
    </Box>
  );
}

function Legend({
  title,
  lines,
  empty,
  columns,
  note,
}: {
  title: string;
  lines: string[];
  empty: string;
  /** A line below the legend (the kitchen's own allergen marks). */
  note?: string;
  /** Text columns of the legend on wide screens and on paper. */
  columns: number;
}) {
  const titleId = useId();
  return (
    <Box role="group" aria-labelledby={titleId} sx={{ minWidth: 0 }}>
      <Typography id={titleId} variant="body2" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {lines.length ? (
        <Box
          component="ul"
          sx={{
            m: 0,
            p: 0,
            listStyle: 'none',
            columnGap: 3,
            columnCount: { xs: 1, sm: columns },
            '@media print': { columnCount: columns },
          }}
        >
          {lines.map((line) => (
            <Typography component="li" variant="body2" key={line} sx={{ breakInside: 'avoid', ...wrap }}>
              {line}
            </Typography>
          ))}
        </Box>
      ) : (
        <Typography variant="body2">{empty}</Typography>
      )}
      {note ? (
        <Typography variant="body2" data-testid="own-allergens" sx={{ fontStyle: 'italic', ...wrap }}>
          {note}
        </Typography>
      ) : null}
    </Box>
  );
}

export default function MenuNoticeSheet({
  notice,
  institution,
  letterhead,
  menuLine = '',
  photos = false,
}: {
  notice: MenuNotice;
  institution: string;
  letterhead: string;
  /** "Menülinie: ovo-lacto-vegetarisch" for a vegetarian kitchen, '' for mixed diet (nothing printed). */
  menuLine?: string;
  /** Each day's cover photo (the kitchen's setting `noticePhotos`). */
  photos?: boolean;
}) {
  return (
    <Box
      className={NOTICE_SHEET}
      component="article"
      aria-label="Aushang für die Eltern"
      lang="de"
      sx={{
        breakInside: 'avoid',
        // On paper the sheet fills most of the page (190 mm high inside the margins, less the space above
        // it), and the days' row takes what the head and the legends leave.
        '@media print': { width: '100%', minHeight: '180mm', display: 'flex', flexDirection: 'column' },
      }}
    >
      {/* A div, not a <header>: the print styles hide the frame's header elements. */}
      <Box
        sx={{
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'flex-start',
          flexWrap: 'wrap',
          columnGap: 3,
          rowGap: 0.5,
          mb: 1.5,
        }}
      >
        <Box sx={{ minWidth: 0, ...wrap }}>
          <Typography variant="h2" component="h2" sx={{ fontSize: '1.6rem', fontWeight: 700 }}>
            {institution ? `Speiseplan ${institution}` : 'Speiseplan'}
          </Typography>
          {letterhead ? (
            <Typography variant="body2" data-testid="letterhead" sx={{ whiteSpace: 'pre-line' }}>
              {letterhead}
            </Typography>
          ) : null}
          {menuLine ? (
            <Typography variant="body2" data-testid="menu-line" sx={{ fontWeight: 600 }}>
              {menuLine}
            </Typography>
          ) : null}
        </Box>
        <Typography sx={{ fontSize: '1.15rem', fontWeight: 600 }}>{notice.weekText}</Typography>
      </Box>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: FIVE_COLUMNS },
          gap: { xs: 1, md: 0 },
          // Side by side, neighbours share one line instead of drawing two.
          '& > section + section': { borderLeftWidth: { md: 0 } },
          '@media print': {
            gridTemplateColumns: FIVE_COLUMNS,
            gap: 0,
            flexGrow: 1,
            '& > section + section': { borderLeftWidth: 0 },
          },
        }}
      >
        {notice.days.map((day) => (
          <DayColumn key={day.date} day={day} photos={photos} />
        ))}
      </Box>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' },
          gap: 2,
          mt: 1.5,
          '@media print': { gridTemplateColumns: '3fr 2fr' },
        }}
      >
        <Legend
          title="Allergene und Zusatzstoffe"
          lines={notice.legend}
          empty="Diese Woche enthält keine kennzeichnungspflichtigen Allergene oder Zusatzstoffe."
          columns={2}
          note={notice.ownAllergens}
        />
        {notice.labelLegend.length ? (
          <Legend title="Kennzeichnungen" lines={notice.labelLegend} empty="" columns={1} />
        ) : null}
      </Box>
    </Box>
  );
}
