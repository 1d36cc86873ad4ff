/**
 * The kitchen's members: name, address, role and since when. The Küchenleitung changes a role in the row
 * and removes a member after a question; everyone else reads the list.
 */
import { useState } from 'react';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { KITCHEN_ROLES, ROLE_LABELS, type KitchenRole, type TeamMember } from '@speiseplaner/shared';
import ScrollRegion from '../../components/ScrollRegion';
import { useAppDispatch } from '../../platform/hooks';
import ConfirmDialog from '../../components/ConfirmDialog';
import { dayOf, memberName } from './memberText';
import { rowSubmitted, useTeamSelector } from './teamSlice';

interface Props {
  members: readonly TeamMember[];
  /** The signed-in person's uid: their own row says „(Sie)“ and has no „Entfernen“. */
  ownUid: string;
  /** Küchenleitung: role selects and „Entfernen“. */
  canManage: boolean;
}

export default function MembersTable({ members, ownUid, canManage }: Props) {
  const dispatch = useAppDispatch();
  const row = useTeamSelector((state) => state.team.row);
  const [removing, setRemoving] = useState<TeamMember | undefined>();
  const busy = row.status === 'sending';

  const remove = (member: TeamMember) => {
    dispatch(rowSubmitted({ kind: 'remove', uid: member.uid }));
    setRemoving(undefined);
  };

  return (
    <>
      <ScrollRegion label="Mitglieder">
        <Table size="small" aria-label="Mitglieder">
          <TableHead>
            <TableRow>
              <TableCell>Name</TableCell>
              <TableCell>E-Mail-Adresse</TableCell>
              <TableCell>Rolle</TableCell>
              <TableCell>Dabei seit</TableCell>
              {canManage ? <TableCell>Aktionen</TableCell> : null}
            </TableRow>
          </TableHead>
          <TableBody>
            {members.map((member) => {
              const name = memberName(member);
              const own = member.uid === ownUid;
              return (
                <TableRow key={member.uid}>
                  <TableCell>
                    {name}
                    {own ? ' (Sie)' : ''}
                  </TableCell>
                  <TableCell>{member.email}</TableCell>
                  <TableCell>
                    {canManage ? (
                      <TextField
                        select
                        size="small"
                        value={member.role}
                        disabled={busy}
                        onChange={(event) =>
                          dispatch(
                            rowSubmitted({
                              kind: 'setRole',
                              uid: member.uid,
                              role: event.target.value as KitchenRole,
                            }),
                          )
                        }
                        slotProps={{ htmlInput: { 'aria-label': `Rolle von ${name}` } }}
                      >
                        {KITCHEN_ROLES.map((role) => (
                          <MenuItem key={role} value={role}>
                            {ROLE_LABELS[role]}
                          </MenuItem>
                        ))}
                      </TextField>
                    ) : (
                      ROLE_LABELS[member.role]
                    )}
                  </TableCell>
                  <TableCell>{member.since ? `seit ${dayOf(member.since)}` : ''}</TableCell>
                  {canManage ? (
                    <TableCell>
                      {own ? null : (
                        <Button
                          color="error"
                          size="small"
                          disabled={busy}
                          aria-label={`${name} entfernen`}
                          onClick={() => setRemoving(member)}
                        >
                          Entfernen
                        </Button>
                      )}
                    </TableCell>
                  ) : null}
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </ScrollRegion>
      {removing ? (
        <ConfirmDialog
          title="Mitglied entfernen?"
          confirmLabel="Entfernen"
          busy={false}
          onConfirm={() => remove(removing)}
          onClose={() => setRemoving(undefined)}
        >
          {memberName(removing)} gehört dann nicht mehr zur Küche und kann deren Pläne, Rezepte und
          Einkaufslisten nicht mehr öffnen. Eine neue Einladung bringt die Person zurück.
        </ConfirmDialog>
      ) : null}
    </>
  );
}
