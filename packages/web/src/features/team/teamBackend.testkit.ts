/**
 * The team/* actions for app tests, as the controller answers them: a kitchen's members and pending
 * invitations kept in memory, with the shared team rules (membership.ts) deciding refusals and their
 * German texts, so the page meets the same answers as against the real backend.
 */
import {
  leaveRefusal,
  removalRefusal,
  roleChangeRefusal,
  type Invitation,
  type KitchenRole,
  type TeamMember,
  type User,
} from '@speiseplaner/shared';
import { TransportError, type Handlers } from '../../../test/fakeTransport';
import { plannerBackend } from '../../../test/testCatalogue';
import { makeUser } from '../../../test/users';

const DAY = 24 * 60 * 60 * 1000;

export const SINCE = Date.UTC(2026, 2, 2, 9); // 02.03.2026

export interface TeamKitchen {
  caller: User;
  members: TeamMember[];
  invitations?: Invitation[];
  /** Where the caller lands after leaving (the user/validate-like answer of team/leave). */
  afterLeaving?: User;
  extra?: Handlers;
}

export function teamBackend(kitchen: TeamKitchen) {
  let members = [...kitchen.members];
  let invitations = [...(kitchen.invitations ?? [])];
  const asRecord = () => Object.fromEntries(members.map((m) => [m.uid, { role: m.role, email: m.email }]));
  const refuse = (refusal: { code: string; message: string } | null) => {
    if (refusal) throw new TransportError(refusal.code, refusal.message);
  };
  const handlers: Handlers = {
    'team/list': () => ({
      members,
      invitations: kitchen.caller.role === 'lead' ? invitations : [],
    }),
    'team/invite': ({ email, role }: { email: string; role: KitchenRole }) => {
      const invitation: Invitation = {
        id: `inv-${invitations.length + 1}`,
        email,
        role,
        invitedBy: kitchen.caller.nickName || 'Anna',
        createdAt: SINCE,
        expiresAt: SINCE + 7 * DAY,
      };
      invitations = [...invitations, invitation];
      return { invitation };
    },
    'team/withdraw': ({ id }: { id: string }) => {
      invitations = invitations.filter((invitation) => invitation.id !== id);
      return { id };
    },
    'team/setRole': ({ uid, role }: { uid: string; role: KitchenRole }) => {
      refuse(roleChangeRefusal(asRecord(), uid, role));
      members = members.map((m) => (m.uid === uid ? { ...m, role } : m));
      return { member: members.find((m) => m.uid === uid)! };
    },
    'team/remove': ({ uid }: { uid: string }) => {
      refuse(removalRefusal(asRecord(), kitchen.caller.id, uid));
      members = members.filter((m) => m.uid !== uid);
      return { uid };
    },
    'team/leave': () => {
      refuse(leaveRefusal(asRecord(), kitchen.caller.id));
      members = members.filter((m) => m.uid !== kitchen.caller.id);
      return { user: kitchen.afterLeaving ?? makeUser({ id: kitchen.caller.id, kitchenId: '' }) };
    },
    ...kitchen.extra,
  };
  return {
    transport: plannerBackend({ extra: handlers }),
    members: () => members,
    invitations: () => invitations,
  };
}
