/** The Mediathek's grid of teaching videos, filtered by topic ('Alle Themen' shows every one). */
import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Video } from '@speiseplaner/shared';
import VideoCard from './VideoCard';

const ALL = '';

export default function VideoGrid({ videos }: { videos: readonly Video[] }) {
  const [topic, setTopic] = useState(ALL);
  // Topics in the order the list first names them.
  const topics = useMemo(() => [...new Set(videos.map((v) => v.topic))], [videos]);
  const shown = topic === ALL ? videos : videos.filter((v) => v.topic === topic);
  if (videos.length === 0) return <Typography>Derzeit sind keine Lehrvideos verfügbar.</Typography>;
  return (
    <Stack spacing={2}>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ flexWrap: 'wrap' }}
        role="group"
        aria-label="Thema wählen"
      >
        {[ALL, ...topics].map((t) => (
          <Chip
            key={t || 'alle'}
            label={t || 'Alle Themen'}
            color={t === topic ? 'primary' : 'default'}
            variant={t === topic ? 'filled' : 'outlined'}
            aria-pressed={t === topic}
            onClick={() => setTopic(t)}
          />
        ))}
      </Stack>
      <Box
        role="list"
        aria-label="Lehrvideos"
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(320px, 1fr))' }}
      >
        {shown.map((video) => (
          <Box role="listitem" key={video.id}>
            <VideoCard video={video} />
          </Box>
        ))}
      </Box>
    </Stack>
  );
}
