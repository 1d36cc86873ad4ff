/**
 * /app/plan/:weekId/aushang — the week's menu for the parents' notice board, ready to print on one A4
 * landscape page (frame and controls hidden). The week loads like on the Speiseplan (created on demand).
 * Printing needs the institution's name: without it the preview shows, but the page refuses to print. The
 * hints about the name and the Bio control code send the Küchenleitung to Mein Konto and tell the others
 * that the Küchenleitung enters them. The kitchen's setting „Fotos auf dem Aushang zeigen“ (off by default)
 * adds each day's cover photo (NoticePhotosSwitch).
 */
import { useEffect } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import { isWeekId, MENU_LINE_LABELS } from '@speiseplaner/shared';
import { useAppDispatch, useAppSelector } from '../../platform/hooks';
import { useMay } from '../../platform/roles';
import { usePlannerData } from '../recipes/plannerData';
import PageTitle from '../../components/PageTitle';
import { selectPlan, weekSelected } from '../plan/planSlice';
import { menuNotice } from './menuNotice';
import MenuNoticeSheet, { NOTICE_SHEET } from './MenuNoticeSheet';
import PrintStyles from '../../components/PrintStyles';
import NoticePhotosSwitch from '../account/NoticePhotosSwitch';

/** Where the Küchenleitung enters the kitchen's name and control code. */
function AccountLink() {
  return (
    <Link component={RouterLink} to="/app">
      Mein Konto
    </Link>
  );
}

function NoticeView({ weekId }: { weekId: string }) {
  const dispatch = useAppDispatch();
  // Only the Küchenleitung changes the kitchen's settings (platform/roles.ts): the others are told who can.
  const mayManage = useMay('manageKitchen');
  const { weeks, error } = useAppSelector(selectPlan);
  const institution = useAppSelector((state) => state.auth.user?.name.trim() ?? '');
  const letterhead = useAppSelector((state) => state.auth.user?.letterhead.trim() ?? '');
  const bioControlCode = useAppSelector((state) => state.auth.user?.bioControlCode ?? '');
  const vegetarian = useAppSelector((state) => state.auth.user?.menuLine === 'vegetarian');
  const photos = useAppSelector((state) => state.auth.user?.noticePhotos ?? false);
  const { data, error: dataError } = usePlannerData('kitchen');

  useEffect(() => {
    dispatch(weekSelected(weekId));
  }, [dispatch, weekId]);

  const slot = weeks[weekId];
  const notice = data && typeof slot === 'object' ? menuNotice(data, slot, bioControlCode) : undefined;
  return (
    <Stack spacing={2}>
      <PageTitle title={`Aushang ${weekId}`} />
      <PrintStyles page="A4 landscape" sheet={NOTICE_SHEET} />
      <Stack className="no-print" spacing={2}>
        <Typography variant="h1">Aushang für die Eltern</Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button
            variant="contained"
            startIcon={<PrintOutlined />}
            disabled={!notice || !institution}
            onClick={() => window.print()}
            sx={{ minHeight: 40 }}
          >
            Drucken
          </Button>
          <Button component={RouterLink} to={`/app/plan?woche=${weekId}`} sx={{ minHeight: 40 }}>
            Zurück zum Speiseplan
          </Button>
        </Stack>
        <Typography variant="body2" color="text.secondary">
          Eine Seite A4 quer mit den Gerichten der Woche, ihren Allergenen, Zusatzstoffen und Kennzeichnungen
          und den Legenden dazu.
        </Typography>
        <NoticePhotosSwitch />
        {error ? <Alert severity="error">{error}</Alert> : null}
        {dataError ? <Alert severity="error">{dataError}</Alert> : null}
        {notice?.organicWithheld ? (
          <Alert severity="info">
            {notice.organicWithheld === 1 ? 'Ein Gericht ist' : `${notice.organicWithheld} Gerichte sind`}{' '}
            ganz aus Bio-Zutaten, aber „Bio“ darf nur eine Bio-zertifizierte Küche auf den Aushang schreiben.{' '}
            {mayManage ? (
              <>
                Ist Ihre Küche zertifiziert, tragen Sie die Codenummer Ihrer Öko-Kontrollstelle unter{' '}
                <AccountLink /> ein.
              </>
            ) : (
              'Ist Ihre Küche zertifiziert, kann die Küchenleitung die Codenummer der Öko-Kontrollstelle unter „Mein Konto“ eintragen.'
            )}
          </Alert>
        ) : null}
        {notice?.missing.map((slug) => (
          <Alert key={slug} severity="warning">
            Rezept „{slug}“ gibt es nicht mehr – es steht nicht auf dem Aushang.
          </Alert>
        ))}
      </Stack>
      {!institution ? (
        // Also on paper (Strg+P): without the name the page prints this note instead of the sheet.
        <Alert severity="warning">
          Ohne den Namen Ihrer Einrichtung kann der Aushang nicht gedruckt werden.{' '}
          {mayManage ? (
            <>
              Tragen Sie ihn unter <AccountLink /> ein.
            </>
          ) : (
            'Die Küchenleitung kann ihn unter „Mein Konto“ eintragen.'
          )}
        </Alert>
      ) : null}
      {notice ? (
        <Paper
          variant="outlined"
          role="group"
          aria-label="Vorschau des Aushangs"
          sx={{
            p: { xs: 1.5, sm: 3 },
            '@media print': institution ? { border: 'none', p: 0 } : { display: 'none' },
          }}
        >
          <MenuNoticeSheet
            notice={notice}
            institution={institution}
            letterhead={letterhead}
            menuLine={vegetarian ? `Menülinie: ${MENU_LINE_LABELS.vegetarian}` : ''}
            photos={photos}
          />
        </Paper>
      ) : slot !== 'failed' && !error ? (
        <CircularProgress aria-label="Aushang wird vorbereitet" />
      ) : null}
    </Stack>
  );
}

export default function MenuNoticePage() {
  const { weekId = '' } = useParams();
  const week = isWeekId(weekId) ? weekId : undefined;
  return week ? (
    <NoticeView key={week} weekId={week} />
  ) : (
    <Stack spacing={2}>
      <PageTitle title="Woche nicht gefunden" />
      <Typography variant="h1">Woche nicht gefunden</Typography>
      <Typography>„{weekId}“ ist keine Kalenderwoche. Erwartet wird etwa 2026-W10.</Typography>
      <Button component={RouterLink} to="/app/plan" sx={{ alignSelf: 'flex-start' }}>
        Zum Speiseplan
      </Button>
    </Stack>
  );
}
