/** The frame every sign-in screen shares: a card with a heading, an optional notice and the content. */
import type { FormEvent, ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

interface Props {
  title: string;
  /** German notice at the top (errors that belong to no field). */
  notice?: string;
  noticeSeverity?: 'error' | 'info' | 'success' | 'warning';
  /**
   * When given, the card is a form and Enter or the submit button calls it (once per click). An async
   * submit handles its own errors (it shows them in the card).
   */
  onSubmit?: () => void | Promise<void>;
  children: ReactNode;
}

export default function WidgetCard({ title, notice, noticeSeverity = 'error', onSubmit, children }: Props) {
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    void onSubmit?.();
  };
  return (
    <Paper
      variant="outlined"
      sx={{ p: 3, width: '100%', maxWidth: 440 }}
      component={onSubmit ? 'form' : 'section'}
      noValidate={onSubmit ? true : undefined}
      onSubmit={onSubmit ? handleSubmit : undefined}
      aria-label={title}
    >
      <Stack spacing={2}>
        <Typography variant="h5" component="h2">
          {title}
        </Typography>
        {notice ? (
          <Alert severity={noticeSeverity} role={noticeSeverity === 'error' ? 'alert' : 'status'}>
            {notice}
          </Alert>
        ) : null}
        {children}
      </Stack>
    </Paper>
  );
}
