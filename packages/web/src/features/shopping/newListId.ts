/** Id of a new shopping list, chosen by the client (IdSchema: letters, digits, '-' and '_'). */
export function newListId(): string {
  const random =
    typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
      ? crypto.randomUUID().replace(/-/g, '')
      : `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 12)}`;
  return `liste-${random}`;
}
