/** The product's logo, a link to the home page. Shows only the mark while the sidebar is collapsed. */
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import SpaOutlined from '@mui/icons-material/SpaOutlined';

export default function Logo({ collapsed }: { collapsed: boolean }) {
  return (
    <Box
      component={RouterLink}
      to="/"
      aria-label="Speiseplaner – zur Startseite"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        px: collapsed ? 1.5 : 2,
        height: 64,
        color: 'primary.main',
        textDecoration: 'none',
        overflow: 'hidden',
      }}
    >
      <SpaOutlined sx={{ fontSize: 30, flexShrink: 0 }} />
      <Typography variant="h6" component="span" sx={{ fontWeight: 700, opacity: collapsed ? 0 : 1 }} noWrap>
        Speiseplaner
      </Typography>
    </Box>
  );
}
