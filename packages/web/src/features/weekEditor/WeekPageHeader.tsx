/**
 * The top of a week page (Speiseplan, Masterplan): the tab title, the heading with the week's saving
 * state for those who edit, an introduction, the week picker, and what could not be loaded (with a
 * retry).
 */
import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PageTitle from '../../components/PageTitle';
import WeekPicker from '../../components/WeekPicker';

interface Props {
  title: string;
  weekId: string;
  onWeekChange: (weekId: string) => void;
  /** German message of a failed load of the week; `onRetry` loads again. */
  error?: string;
  onRetry: () => void;
  /** German message when the catalogue or the recipes could not be loaded. */
  dataError?: string;
  children?: ReactNode;
}

export default function WeekPageHeader(props: Props) {
  const { title, weekId, error, dataError } = props;
  return (
    <>
      <PageTitle title={`${title} ${weekId}`} />
      <Stack
        direction="row"
        spacing={2}
        useFlexGap
        sx={{ alignItems: 'baseline', justifyContent: 'space-between', flexWrap: 'wrap' }}
      >
        <Typography variant="h1">{title}</Typography>
      </Stack>
      {props.children}
      <WeekPicker weekId={weekId} onChange={props.onWeekChange} />
      {error ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={props.onRetry}>
              Erneut versuchen
            </Button>
          }
        >
          {error}
        </Alert>
      ) : null}
      {dataError ? <Alert severity="error">{dataError}</Alert> : null}
    </>
  );
}
