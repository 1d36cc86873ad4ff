/**
 * `::video{id title}`: a video of the hosting service. Nothing is loaded from the provider until the visitor
 * agrees: 'Alle akzeptieren' in the consent banner or 'Video laden' here (for this visit).
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import PlayCircleOutlined from '@mui/icons-material/PlayCircleOutlined';
import { useAppDispatch, useAppSelector } from '../../platform/hooks';
import { useHydrated } from '../../platform/useHydrated';
import { mediaAllowedOnce, selectExternalMediaAllowed } from '../consent/consentSlice';
import { VIDEO_EMBED_BASE } from './videoHosting';

/** `hostingId` is the provider's id; '' shows a "coming soon" note. */
export default function VideoEmbed({ hostingId, title }: { hostingId: string; title: string }) {
  const dispatch = useAppDispatch();
  // A prerendered article knows no consent: the placeholder until hydration is done.
  const hydrated = useHydrated();
  const allowed = useAppSelector(selectExternalMediaAllowed) && hydrated;

  const frame = { position: 'relative', width: '100%', aspectRatio: '16 / 9', my: 2 } as const;
  if (!hostingId) {
    return (
      <Paper variant="outlined" sx={{ ...frame, display: 'grid', placeItems: 'center', p: 2 }}>
        <Typography align="center">Das Video „{title}“ ist bald hier verfügbar.</Typography>
      </Paper>
    );
  }
  if (allowed) {
    return (
      <Box sx={frame}>
        <Box
          component="iframe"
          src={`${VIDEO_EMBED_BASE}${encodeURIComponent(hostingId)}`}
          title={title}
          allow="encrypted-media; picture-in-picture; fullscreen"
          loading="lazy"
          sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0, borderRadius: 2 }}
        />
      </Box>
    );
  }
  return (
    <Paper
      variant="outlined"
      role="group"
      aria-label={`Video: ${title}`}
      sx={{
        ...frame,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 1.5,
        p: 2,
      }}
    >
      <Typography variant="subtitle1" component="p" align="center">
        {title}
      </Typography>
      <Button
        variant="contained"
        startIcon={<PlayCircleOutlined />}
        onClick={() => dispatch(mediaAllowedOnce())}
        sx={{ minHeight: 40 }}
      >
        Video laden
      </Button>
      <Typography variant="body2" color="text.secondary" align="center" sx={{ maxWidth: 520 }}>
        Beim Laden wird das Video von YouTube abgespielt. Dabei erhält der Videoanbieter Daten wie Ihre
        IP-Adresse und kann Cookies setzen.
      </Typography>
    </Paper>
  );
}
