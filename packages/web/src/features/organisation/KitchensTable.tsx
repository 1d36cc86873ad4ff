/**
 * The Träger's kitchens (name, since when) with „Entfernen“ after a question, and its pending kitchen
 * invitations with „Zurückziehen“.
 */
import { useState } from 'react';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { KitchenInvitation, OrganisationKitchenEntry } from '@speiseplaner/shared';
import ScrollRegion from '../../components/ScrollRegion';
import { useAppDispatch } from '../../platform/hooks';
import ConfirmDialog from '../../components/ConfirmDialog';
import { dayOf } from './orgText';
import { orgRowSubmitted, useOrganisationSelector } from './organisationSlice';

const kitchenName = (kitchen: OrganisationKitchenEntry) => kitchen.name || 'Küche ohne Namen';

export function KitchensTable({
  organisationId,
  kitchens,
}: {
  organisationId: string;
  kitchens: readonly OrganisationKitchenEntry[];
}) {
  const dispatch = useAppDispatch();
  const busy = useOrganisationSelector((state) => state.organisation.row.status === 'sending');
  const [removing, setRemoving] = useState<OrganisationKitchenEntry | undefined>();
  if (kitchens.length === 0)
    return (
      <Typography color="text.secondary">
        Noch keine Küche. Laden Sie die Küchenleitung einer Küche unten ein.
      </Typography>
    );
  return (
    <>
      <ScrollRegion label="Küchen des Trägers">
        <Table size="small" aria-label="Küchen des Trägers">
          <TableHead>
            <TableRow>
              <TableCell>Küche</TableCell>
              <TableCell>Dabei seit</TableCell>
              <TableCell>Aktionen</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {kitchens.map((kitchen) => (
              <TableRow key={kitchen.kitchenId}>
                <TableCell>{kitchenName(kitchen)}</TableCell>
                <TableCell>{kitchen.since ? dayOf(kitchen.since) : ''}</TableCell>
                <TableCell>
                  <Button
                    color="error"
                    disabled={busy}
                    aria-label={`${kitchenName(kitchen)} entfernen`}
                    onClick={() => setRemoving(kitchen)}
                    sx={{ minHeight: 40 }}
                  >
                    Entfernen
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </ScrollRegion>
      {removing ? (
        <ConfirmDialog
          title="Küche entfernen?"
          confirmLabel="Entfernen"
          busy={false}
          onConfirm={() => {
            dispatch(
              orgRowSubmitted({ organisationId, request: { kind: 'remove', kitchenId: removing.kitchenId } }),
            );
            setRemoving(undefined);
          }}
          onClose={() => setRemoving(undefined)}
        >
          „{kitchenName(removing)}“ gehört dann nicht mehr zum Träger und erscheint nicht mehr in der
          Übersicht. Die Küche selbst arbeitet weiter wie bisher. Zurück kommt sie nur mit einer neuen
          Einladung.
        </ConfirmDialog>
      ) : null}
    </>
  );
}

export function KitchenInvitationsTable({
  organisationId,
  invitations,
}: {
  organisationId: string;
  invitations: readonly KitchenInvitation[];
}) {
  const dispatch = useAppDispatch();
  const busy = useOrganisationSelector((state) => state.organisation.row.status === 'sending');
  if (invitations.length === 0)
    return <Typography color="text.secondary">Keine offenen Einladungen.</Typography>;
  return (
    <ScrollRegion label="Offene Einladungen an Küchen">
      <Table size="small" aria-label="Offene Einladungen an Küchen">
        <TableHead>
          <TableRow>
            <TableCell>E-Mail-Adresse</TableCell>
            <TableCell>Eingeladen von</TableCell>
            <TableCell>Gültig bis</TableCell>
            <TableCell>Aktionen</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {invitations.map((invitation) => (
            <TableRow key={invitation.id}>
              <TableCell>{invitation.email}</TableCell>
              <TableCell>{invitation.invitedBy}</TableCell>
              <TableCell>{dayOf(invitation.expiresAt)}</TableCell>
              <TableCell>
                <Button
                  disabled={busy}
                  aria-label={`Einladung an ${invitation.email} zurückziehen`}
                  onClick={() =>
                    dispatch(
                      orgRowSubmitted({ organisationId, request: { kind: 'withdraw', id: invitation.id } }),
                    )
                  }
                  sx={{ minHeight: 40 }}
                >
                  Zurückziehen
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollRegion>
  );
}
