/** The recipes planned on the most days of the shown weeks and the weeks planned ahead. */
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { RecipeUse } from '@speiseplaner/shared';
import Section from './Section';

export default function TopRecipesSection({ recipes, weeks }: { recipes: RecipeUse[]; weeks: number }) {
  return (
    <Section title="Meistgeplante Rezepte">
      {recipes.length === 0 ? (
        <Typography color="text.secondary">Noch keine Rezepte geplant.</Typography>
      ) : (
        <List component="ol" dense aria-label="Meistgeplante Rezepte" sx={{ listStyle: 'decimal', pl: 3 }}>
          {recipes.map((r) => (
            <ListItem key={r.slug} sx={{ display: 'list-item', pl: 0.5 }}>
              <ListItemText primary={r.name} secondary={r.days === 1 ? 'an 1 Tag' : `an ${r.days} Tagen`} />
            </ListItem>
          ))}
        </List>
      )}
      <Typography variant="body2" color="text.secondary">
        Gezählt über die letzten {weeks} Wochen und die im Voraus geplanten Wochen.
      </Typography>
    </Section>
  );
}
