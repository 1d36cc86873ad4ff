/**
 * The DGE check at a glance: one row per food group with this week's figure and, once a second of the
 * last 4 weeks is planned, the planned weeks' figure; met / close / missed by icon, word and colour. The
 * row's line names every criterion not met (legumes beside vegetables: shared dgeAreaLine); the sentences
 * and the dishes that counted open on demand.
 */
import { useId } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutlineOutlined from '@mui/icons-material/ErrorOutlineOutlined';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import HighlightOffOutlined from '@mui/icons-material/HighlightOffOutlined';
import {
  DGE_STATUS_LABELS,
  dgeAreaLine,
  dgeDishesText,
  dgeGlanceScope,
  dgeLineText,
  dgeNotYetJudged,
  type DgeAreaGlance,
  type DgeCriterionGlance,
  type DgeGlance,
  type DgeStatus,
} from '@speiseplaner/shared';
import VisuallyHidden from './VisuallyHidden';

const STATUS_ICONS = {
  met: CheckCircleOutlined,
  close: ErrorOutlineOutlined,
  missed: HighlightOffOutlined,
} as const;

const PALETTE_OF = { met: 'success', close: 'warning', missed: 'error' } as const;

/** The status colour with enough contrast on the paper of either mode (icons and the row's edge). */
const statusColour = (status: DgeStatus) => (theme: Theme) => {
  const palette = theme.palette[PALETTE_OF[status]];
  return theme.palette.mode === 'dark' ? palette.light : palette.dark;
};

function StatusIcon({ status }: { status: DgeStatus }) {
  const Icon = STATUS_ICONS[status];
  return <Icon fontSize="small" aria-hidden sx={{ color: statusColour(status) }} />;
}

function CriterionDetails({ criterion }: { criterion: DgeCriterionGlance }) {
  const figures = [criterion.week, criterion.planned].filter((f) => f !== undefined);
  return (
    <Box component="li" sx={{ mb: 1 }}>
      {figures.map((f) => (
        <Stack key={f.text} direction="row" spacing={0.75} sx={{ alignItems: 'flex-start' }}>
          <StatusIcon status={f.status} />
          <Typography variant="body2">
            {f.text} ({DGE_STATUS_LABELS[f.status]})
          </Typography>
        </Stack>
      ))}
      <Typography variant="body2" color="text.secondary" sx={{ pl: 3.5 }}>
        {dgeDishesText(criterion)}
      </Typography>
    </Box>
  );
}

function AreaRow({ area, glance }: { area: DgeAreaGlance; glance: DgeGlance }) {
  const id = useId();
  return (
    <Accordion
      disableGutters
      elevation={0}
      slotProps={{ transition: { unmountOnExit: true } }}
      data-testid="dge-area"
      data-status={area.status}
      sx={{
        borderLeft: 4,
        borderColor: statusColour(area.status),
        '&::before': { display: 'none' },
      }}
    >
      <AccordionSummary
        expandIcon={<ExpandMoreIcon />}
        aria-controls={`${id}-details`}
        id={`${id}-summary`}
        sx={{ minHeight: 44, '& .MuiAccordionSummary-content': { my: 0.75 } }}
      >
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', md: '19rem 1fr' },
            columnGap: 2,
            width: '100%',
            alignItems: 'center',
          }}
        >
          <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
            <StatusIcon status={area.status} />
            <Typography component="span">
              <Box component="strong" sx={{ fontWeight: 600 }}>
                {area.label}
              </Box>
              {` – ${DGE_STATUS_LABELS[area.status]}`}
              <VisuallyHidden>. </VisuallyHidden>
            </Typography>
          </Stack>
          <Typography component="span" variant="body2" color="text.secondary" sx={{ pl: { xs: 3.5, md: 0 } }}>
            {dgeAreaLine(area, glance)}
          </Typography>
        </Box>
      </AccordionSummary>
      <AccordionDetails id={`${id}-details`} sx={{ pt: 0 }}>
        {area.source === 'ours' ? (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            Unsere Empfehlung für Abwechslung, nicht Teil des DGE-Qualitätsstandards.
          </Typography>
        ) : null}
        <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {area.criteria.map((c) => (
            <CriterionDetails key={c.criterion} criterion={c} />
          ))}
        </Box>
        {dgeNotYetJudged(area, glance).map((text) => (
          <Typography key={text} variant="body2" color="text.secondary">
            {text}
          </Typography>
        ))}
      </AccordionDetails>
    </Accordion>
  );
}

/**
 * The rows under an h2 "DGE-Check" (the Speiseplan's week summary), or without a heading of their own inside
 * a section that names them (Statistik: `heading={false}`).
 */
export default function DgeAreaRows({ glance, heading = true }: { glance: DgeGlance; heading?: boolean }) {
  const headingId = useId();
  return (
    <Box component={heading ? 'section' : 'div'} aria-labelledby={heading ? headingId : undefined}>
      {heading ? (
        <Typography id={headingId} component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
          DGE-Check
        </Typography>
      ) : null}
      <Typography variant="body2" color="text.secondary" data-testid="dge-line">
        {dgeLineText(glance)}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} data-testid="dge-scope">
        {dgeGlanceScope(glance)}
      </Typography>
      <Box
        sx={{
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          overflow: 'hidden',
          '& > .MuiAccordion-root + .MuiAccordion-root': { borderTop: 1, borderTopColor: 'divider' },
        }}
      >
        {glance.areas.map((area) => (
          <AreaRow key={area.area} area={area} glance={glance} />
        ))}
      </Box>
    </Box>
  );
}
