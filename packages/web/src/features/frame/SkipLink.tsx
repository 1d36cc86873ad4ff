/** "Zum Inhalt springen": the first thing keyboard users reach; visible only when focused. */
import Link from '@mui/material/Link';

export const MAIN_ID = 'inhalt';

export default function SkipLink() {
  return (
    <Link
      href={`#${MAIN_ID}`}
      sx={{
        position: 'absolute',
        left: 8,
        top: -48,
        zIndex: (theme) => theme.zIndex.tooltip,
        bgcolor: 'background.paper',
        px: 2,
        py: 1,
        borderRadius: 1,
        '&:focus': { top: 8 },
      }}
    >
      Zum Inhalt springen
    </Link>
  );
}
