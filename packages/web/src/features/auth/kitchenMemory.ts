/**
 * The kitchen an account used last on this device, in localStorage (`speiseplaner-kitchen:<uid>`): every
 * backend call carries the current kitchen, and before the sign-in check has answered (the planner's first
 * reads go out with it, app/plannerBootSaga.ts; an offline start reads the kept profile of that kitchen)
 * this is the one. Written whenever the kitchen changes (a check's answer, the switcher). The server
 * remembers the last kitchen too, so a new device opens it after the first check.
 */
export const kitchenKeyOf = (uid: string) => `speiseplaner-kitchen:${uid}`;

/** The kitchen kept for the account, or undefined (none, or storage blocked). */
export function rememberedKitchen(uid: string | undefined): string | undefined {
  if (!uid) return undefined;
  try {
    return window.localStorage.getItem(kitchenKeyOf(uid)) || undefined;
  } catch {
    return undefined;
  }
}

/** Keeps the account's current kitchen; '' or undefined forgets it (sign-out, no kitchen). */
export function rememberKitchen(uid: string | undefined, kitchenId: string | undefined): void {
  if (!uid) return;
  try {
    if (kitchenId) window.localStorage.setItem(kitchenKeyOf(uid), kitchenId);
    else window.localStorage.removeItem(kitchenKeyOf(uid));
  } catch {
    // Blocked storage: the check's answer names the kitchen a moment later.
  }
}
