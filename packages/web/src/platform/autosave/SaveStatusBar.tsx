/**
 * Below every planner page and stuck to the bottom of the window while the page scrolls: the saving state
 * of all autosaved documents (saveSummary.ts) and, while the browser is offline, the OfflineBanner. A cook
 * scrolled down to Friday still sees whether the edits arrived.
 *
 * - Sticky, not fixed: at the end of the page the bar sits below the last row instead of covering it;
 *   while the page scrolls, a focused element is kept above it (useScrollPaddingBelow).
 * - The one live region of the saving state in the planner (pages show none of their own), always in the
 *   page so that screen readers hear each change; it shows on pages that autosave (useAutosaveGuard),
 *   and on any page while an edit is not yet stored or the browser is offline.
 * - Not printed.
 */
import { useCallback, useRef, useState, type ReactNode } from 'react';
import CloudDoneOutlined from '@mui/icons-material/CloudDoneOutlined';
import CloudOffOutlined from '@mui/icons-material/CloudOffOutlined';
import CloudSyncOutlined from '@mui/icons-material/CloudSyncOutlined';
import ErrorOutlineOutlined from '@mui/icons-material/ErrorOutlineOutlined';
import WarningAmberOutlined from '@mui/icons-material/WarningAmberOutlined';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useAppSelector } from '../hooks';
import { AutosavePages } from './autosavePages';
import type { SaveStatus } from './autosaveSlice';
import OfflineBanner from './OfflineBanner';
import SaveStatusWords from './SaveStatusWords';
import { selectSaveSummary } from './saveSummary';
import { useOnline } from './useOnline';
import { useScrollPaddingBelow } from './useScrollPaddingBelow';

const ICONS: Record<SaveStatus, typeof CloudDoneOutlined> = {
  saved: CloudDoneOutlined,
  pending: CloudSyncOutlined,
  saving: CloudSyncOutlined,
  retrying: CloudOffOutlined,
  conflict: WarningAmberOutlined,
  refused: ErrorOutlineOutlined,
};

function SaveStatusChip() {
  const summary = useAppSelector(selectSaveSummary);
  const failing = summary.status !== 'saved' && summary.status !== 'pending' && summary.status !== 'saving';
  const Icon = ICONS[summary.status];
  return (
    <Paper
      variant="outlined"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        px: 1.5,
        py: 0.75,
        borderRadius: 4,
        borderColor: failing ? 'error.main' : undefined,
        pointerEvents: 'auto',
      }}
    >
      <Icon fontSize="small" color={failing ? 'error' : 'action'} />
      <Typography
        variant="body2"
        color={failing ? 'error' : 'text.primary'}
        title={failing ? summary.message : undefined}
      >
        <SaveStatusWords state={summary} />
      </Typography>
    </Paper>
  );
}

export default function SaveStatusBar({ children }: { children: ReactNode }) {
  const [autosavePages, setAutosavePages] = useState(0);
  const registerPage = useCallback(() => {
    setAutosavePages((count) => count + 1);
    return () => setAutosavePages((count) => count - 1);
  }, []);
  const status = useAppSelector((state) => selectSaveSummary(state).status);
  const online = useOnline();
  const shown = autosavePages > 0 || status !== 'saved' || !online;
  const bar = useRef<HTMLDivElement>(null);
  useScrollPaddingBelow(bar);

  return (
    <>
      <AutosavePages value={registerPage}>{children}</AutosavePages>
      <Box
        ref={bar}
        sx={{
          position: 'sticky',
          bottom: 0,
          zIndex: 'speedDial',
          mt: 2,
          pb: 1,
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'flex-end',
          gap: 1,
          // The gaps around the chip let clicks through to the page below.
          pointerEvents: 'none',
          '@media print': { display: 'none' },
        }}
      >
        <Box sx={{ alignSelf: 'stretch', '&:empty': { display: 'none' } }}>
          <OfflineBanner />
        </Box>
        <div role="status" aria-live="polite" data-save-status={status}>
          {shown ? <SaveStatusChip /> : null}
        </div>
      </Box>
    </>
  );
}
