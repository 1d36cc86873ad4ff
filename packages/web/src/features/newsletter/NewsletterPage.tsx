/** /newsletter: what the newsletter offers and the sign-up form (double opt-in). */
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import SubscribeForm from './SubscribeForm';
import PageTitle from '../../components/PageTitle';

export default function NewsletterPage() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 720 }}>
      <PageTitle title="Newsletter" />
      <Typography variant="h1">Newsletter</Typography>
      <Typography>
        Mit unserem Newsletter erfahren Sie von neuen Rezepten, saisonalen Speiseplänen, Terminen für
        Workshops und Neuigkeiten rund um die Bio-Verpflegung in Kita und Schule. Er erscheint etwa einmal im
        Monat und lässt sich jederzeit abbestellen.
      </Typography>
      <SubscribeForm />
    </Stack>
  );
}
