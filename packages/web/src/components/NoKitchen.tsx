/**
 * What the planner's pages show to a signed-in person who belongs to no kitchen (docs/product.md, "Teams"):
 * after leaving the last one, after being removed, or when the first invitation was refused. No planner
 * call goes out in this state; an invitation's link (/einladung) makes the person a member again.
 */
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PageTitle from './PageTitle';

export const NO_KITCHEN_TITLE = 'Sie gehören zurzeit zu keiner Küche';

export default function NoKitchen() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 720 }}>
      <PageTitle title={NO_KITCHEN_TITLE} />
      <Typography variant="h1">{NO_KITCHEN_TITLE}</Typography>
      <Typography>
        Ihr Konto ist angemeldet, aber zurzeit Mitglied in keiner Küche, etwa weil Sie eine Küche verlassen
        haben oder aus ihrem Team entfernt wurden. Speisepläne, Rezepte und Einkaufslisten gehören immer zu
        einer Küche.
      </Typography>
      <Typography>
        Eine Küchenleitung kann Sie in ihre Küche einladen: Die Einladung kommt per E-Mail an die Adresse, mit
        der Sie sich anmelden. Öffnen Sie den Link darin, dann gehören Sie zum Team dieser Küche.
      </Typography>
    </Stack>
  );
}
