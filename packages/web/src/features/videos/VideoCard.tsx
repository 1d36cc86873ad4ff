/** One teaching video: the consent-gated player (or its "coming soon" note), title, topic and description. */
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Video } from '@speiseplaner/shared';
import VideoEmbed from './VideoEmbed';

export default function VideoCard({ video }: { video: Video }) {
  return (
    <Paper
      component="article"
      variant="outlined"
      aria-label={video.title}
      sx={{ p: 2, display: 'flex', flexDirection: 'column' }}
    >
      <VideoEmbed hostingId={video.youtubeId} title={video.title} />
      <Typography variant="h2" sx={{ fontSize: '1.1rem', fontWeight: 600 }}>
        {video.title}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'center' }}>
        <Chip size="small" variant="outlined" label={video.topic} />
      </Stack>
      {video.description && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1, whiteSpace: 'pre-line' }}>
          {video.description}
        </Typography>
      )}
    </Paper>
  );
}
