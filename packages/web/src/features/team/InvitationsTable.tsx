/** The Küchenleitung's pending invitations: address, role, who invited, until when; „Zurückziehen“. */
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { ROLE_LABELS, type Invitation } from '@speiseplaner/shared';
import ScrollRegion from '../../components/ScrollRegion';
import { useAppDispatch } from '../../platform/hooks';
import { dayOf } from './memberText';
import { rowSubmitted, useTeamSelector } from './teamSlice';

export default function InvitationsTable({ invitations }: { invitations: readonly Invitation[] }) {
  const dispatch = useAppDispatch();
  const busy = useTeamSelector((state) => state.team.row.status === 'sending');
  if (invitations.length === 0)
    return <Typography color="text.secondary">Keine offenen Einladungen.</Typography>;
  return (
    <ScrollRegion label="Offene Einladungen">
      <Table size="small" aria-label="Offene Einladungen">
        <TableHead>
          <TableRow>
            <TableCell>E-Mail-Adresse</TableCell>
            <TableCell>Rolle</TableCell>
            <TableCell>Eingeladen von</TableCell>
            <TableCell>Gültig bis</TableCell>
            <TableCell>Aktionen</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {invitations.map((invitation) => (
            <TableRow key={invitation.id}>
              <TableCell>{invitation.email}</TableCell>
              <TableCell>{ROLE_LABELS[invitation.role]}</TableCell>
              <TableCell>{invitation.invitedBy}</TableCell>
              <TableCell>{dayOf(invitation.expiresAt)}</TableCell>
              <TableCell>
                <Button
                  size="small"
                  disabled={busy}
                  aria-label={`Einladung an ${invitation.email} zurückziehen`}
                  onClick={() => dispatch(rowSubmitted({ kind: 'withdraw', id: invitation.id }))}
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
