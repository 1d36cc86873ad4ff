/**
 * The account page's Träger section (docs/product.md, "Träger"): „Träger: <Name>“ of the current kitchen,
 * and for its Küchenleitung „Träger verlassen“ after a question (org/leave). Shown only when the kitchen
 * belongs to a Träger; public to the account feature (eslint.config.js, WEB_FEATURE_PUBLIC).
 */
import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LEAVE_ORGANISATION_LABEL, type OrganisationRef } from '@speiseplaner/shared';
import { useAppDispatch } from '../../platform/hooks';
import { useMay } from '../../platform/roles';
import StoreAreasGate from '../../platform/StoreAreasGate';
import ConfirmDialog from '../../components/ConfirmDialog';
import { organisationAreas } from './organisationAreas';
import { orgLeaveSeen, orgLeaveSubmitted, useOrganisationSelector } from './organisationSlice';

function Leave({ organisation, kitchenName }: { organisation: OrganisationRef; kitchenName: string }) {
  const dispatch = useAppDispatch();
  const leave = useOrganisationSelector((state) => state.organisation.leave);
  const [asking, setAsking] = useState(false);
  const close = () => {
    setAsking(false);
    dispatch(orgLeaveSeen());
  };
  return (
    <>
      <Button
        color="error"
        variant="outlined"
        onClick={() => setAsking(true)}
        sx={{ alignSelf: 'flex-start', minHeight: 40 }}
      >
        {LEAVE_ORGANISATION_LABEL}
      </Button>
      {asking ? (
        <ConfirmDialog
          title="Träger verlassen?"
          confirmLabel={LEAVE_ORGANISATION_LABEL}
          busy={leave.status === 'sending'}
          error={leave.status === 'failed' ? leave.error : undefined}
          onConfirm={() => dispatch(orgLeaveSubmitted())}
          onClose={close}
        >
          „{kitchenName}“ gehört dann nicht mehr zum Träger „{organisation.name}“; der Träger sieht die Zahlen
          der Küche nicht mehr. Zurück kommt die Küche nur mit einer neuen Einladung des Trägers.
        </ConfirmDialog>
      ) : null}
    </>
  );
}

export default function KitchenOrganisation({
  organisation,
  kitchenName,
}: {
  organisation: OrganisationRef;
  kitchenName: string;
}) {
  const lead = useMay('manageKitchen');
  return (
    <Stack spacing={1}>
      <Typography>Träger: {organisation.name}</Typography>
      <Typography color="text.secondary">
        Der Träger sieht für diese Küche Kosten je Portion, Bio-Anteil, DGE-Kriterien und die letzte
        Aktivität, nicht Ihre Rezepte, Preise oder Einkaufslisten.
      </Typography>
      {lead ? (
        <StoreAreasGate areas={organisationAreas}>
          <Leave organisation={organisation} kitchenName={kitchenName} />
        </StoreAreasGate>
      ) : null}
    </Stack>
  );
}
