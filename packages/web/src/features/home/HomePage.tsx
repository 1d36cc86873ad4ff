/** The home page: what the planner does, featured articles and the next workshops. */
import { Link as RouterLink } from 'react-router';
import { FEATURED_ARTICLES } from '@speiseplaner/content';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useAppSelector } from '../../platform/hooks';
import { useHydrated } from '../../platform/useHydrated';
import ArticleCardGrid from '../articles/ArticleCardGrid';
import PageTitle from '../../components/PageTitle';
import WorkshopList from '../workshops/WorkshopList';

const BENEFITS = [
  {
    title: 'Wochenpläne in Minuten',
    text: 'Rezepte für Montag bis Freitag wählen, Personenzahlen je Altersgruppe eintragen – Mengen und Kosten rechnet der Planer.',
  },
  {
    title: 'Kosten im Blick',
    text: 'Kosten je Portion, Tag und Woche auf Basis von Bio-Großhandelspreisen, die Sie mit Ihren eigenen Preisen überschreiben können.',
  },
  {
    title: 'Nach DGE-Standard',
    text: 'Hinweise zeigen, wo der Plan vom DGE-Qualitätsstandard für Kita und Schule abweicht, und Allergene sind gekennzeichnet.',
  },
  {
    title: 'Einkauf mit einem Klick',
    text: 'Aus dem Speiseplan entsteht die Einkaufsliste, nach Warengruppen sortiert und zum Ausdrucken bereit.',
  },
];

export default function HomePage() {
  // The prerendered page is for visitors; a signed-in cook's button follows once hydration is done.
  const hydrated = useHydrated();
  const loggedIn = useAppSelector((state) => state.auth.status === 'loggedin') && hydrated;
  return (
    <Stack spacing={5} sx={{ maxWidth: 1200 }}>
      <PageTitle title="" />
      <Box component="section" aria-labelledby="home-title">
        <Typography id="home-title" variant="h1" sx={{ mb: 2 }}>
          Bio-Speisepläne für Kita und Schule – einfach geplant
        </Typography>
        <Typography sx={{ fontSize: '1.15rem', maxWidth: 760, mb: 3 }}>
          Der Speiseplaner hilft Küchen in Kitas, Schulen und Kantinen, ausgewogene Bio-Mahlzeiten zu planen:
          mit saisonalen Rezepten, Portionen für jede Altersgruppe, klaren Kosten und fertigen Einkaufslisten.
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          {loggedIn ? (
            <Button component={RouterLink} to="/app" variant="contained" size="large">
              Zu meinem Konto
            </Button>
          ) : (
            <Button component={RouterLink} to="/login" variant="contained" size="large">
              Kostenlos registrieren
            </Button>
          )}
          <Button component={RouterLink} to="/artikel/ueber-den-planer" variant="outlined" size="large">
            Mehr über den Planer
          </Button>
        </Stack>
      </Box>

      <Grid
        container
        spacing={2}
        component="ul"
        aria-label="Was der Planer bietet"
        sx={{ listStyle: 'none', p: 0, m: 0 }}
      >
        {BENEFITS.map((benefit) => (
          <Grid key={benefit.title} component="li" size={{ xs: 12, sm: 6, lg: 3 }}>
            <Paper variant="outlined" sx={{ p: 2, height: '100%' }}>
              <Typography variant="h3" component="h2" sx={{ fontSize: '1.1rem', mb: 1 }}>
                {benefit.title}
              </Typography>
              <Typography variant="body2">{benefit.text}</Typography>
            </Paper>
          </Grid>
        ))}
      </Grid>

      <Box component="section" aria-labelledby="home-articles">
        <Typography id="home-articles" variant="h2">
          Wissen für die Praxis
        </Typography>
        <ArticleCardGrid articles={FEATURED_ARTICLES} label="Empfohlene Artikel" />
      </Box>

      <Box component="section" aria-labelledby="home-workshops">
        <Typography id="home-workshops" variant="h2" sx={{ mb: 2 }}>
          Nächste Workshops
        </Typography>
        <WorkshopList />
      </Box>
    </Stack>
  );
}
