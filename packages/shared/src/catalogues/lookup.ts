/** Tiny helper shared by the catalogues: a label lookup that never returns undefined. */

/** Builds a function that returns the German label of a catalogue id, or the id itself when unknown. */
export function labelLookup<Id extends string>(
  entries: readonly { id: Id; label: string }[],
): (id: string) => string {
  const labels = new Map<string, string>(entries.map((e) => [e.id, e.label]));
  return (id: string) => labels.get(id) ?? id;
}
