/** /verwaltung: what the admin area holds, one link per section. */
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import PageTitle from '../../components/PageTitle';
import { ADMIN_SECTIONS, adminPath } from './adminSections';

export default function AdminHomePage() {
  return (
    <Stack spacing={2}>
      <PageTitle title="Verwaltung" />
      <Typography variant="h1">Verwaltung</Typography>
      <Typography>
        Hier pflegen Sie, was alle Küchen gemeinsam nutzen, und wer welche Bereiche nutzen darf. Jede Änderung
        wird mit Ihrem Namen im Änderungsprotokoll festgehalten.
      </Typography>
      <List aria-label="Bereiche der Verwaltung">
        {ADMIN_SECTIONS.map((section) => (
          <ListItem key={section.path} disableGutters sx={{ display: 'block' }}>
            <Link component={RouterLink} to={adminPath(section)} variant="h3" sx={{ fontSize: '1.15rem' }}>
              {section.label}
            </Link>
            <Typography color="text.secondary">{section.description}</Typography>
          </ListItem>
        ))}
      </List>
    </Stack>
  );
}
