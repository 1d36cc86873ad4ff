/**
 * The page a link from a newsletter mail opens (confirm or unsubscribe): checks the link, sends it once and
 * shows the backend's German answer. Public: no sign-in needed.
 */
import { useEffect, useMemo } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useAppDispatch, useAppSelector } from '../../platform/hooks';
import PageTitle from '../../components/PageTitle';
import { parseNewsletterLink } from './newsletterLink';
import {
  linkKey,
  newsletterLinkOpened,
  selectNewsletterLink,
  type NewsletterLinkKind,
} from './newsletterSlice';

const TEXTS: Record<NewsletterLinkKind, { title: string; progress: string; done: string; back: string }> = {
  confirm: {
    title: 'Newsletter-Anmeldung',
    progress: 'Ihre Anmeldung wird bestätigt …',
    done: 'Ihre Anmeldung zum Newsletter ist bestätigt.',
    back: 'Erneut anmelden',
  },
  unsubscribe: {
    title: 'Newsletter abbestellen',
    progress: 'Sie werden abgemeldet …',
    // The backend answers every unsubscribe the same (it does not tell whether the address was subscribed).
    done: 'Wenn dieser Abmeldelink gültig war, ist Ihre Adresse jetzt vom Newsletter abgemeldet.',
    back: 'Zur Newsletter-Seite',
  },
};

export default function NewsletterLinkPage({ kind }: { kind: NewsletterLinkKind }) {
  const dispatch = useAppDispatch();
  const [params] = useSearchParams();
  const texts = TEXTS[kind];
  const id = params.get('id');
  const token = params.get('token');
  const parsed = useMemo(() => parseNewsletterLink(kind, id, token), [kind, id, token]);
  const link = useAppSelector(selectNewsletterLink);

  useEffect(() => {
    if ('link' in parsed) dispatch(newsletterLinkOpened(parsed.link));
  }, [dispatch, parsed]);

  // Another link's outcome is never shown: until this one's request starts, it is "in progress".
  const mine = 'link' in parsed && link.key === linkKey(parsed.link) ? link : undefined;
  const error = 'error' in parsed ? parsed.error : mine?.status === 'failed' ? mine.error : undefined;

  return (
    <Stack spacing={2} sx={{ maxWidth: 720, alignItems: 'flex-start' }}>
      <PageTitle title={texts.title} />
      <Typography variant="h1">{texts.title}</Typography>
      {error !== undefined ? (
        <>
          <Alert severity="error">{error}</Alert>
          <Link component={RouterLink} to="/newsletter">
            {texts.back}
          </Link>
        </>
      ) : mine?.status === 'done' ? (
        <Alert severity="success">{mine.message ?? texts.done}</Alert>
      ) : (
        <Stack direction="row" spacing={2} role="status" sx={{ alignItems: 'center' }}>
          <CircularProgress size={24} aria-label={texts.progress} />
          <Typography>{texts.progress}</Typography>
        </Stack>
      )}
    </Stack>
  );
}
