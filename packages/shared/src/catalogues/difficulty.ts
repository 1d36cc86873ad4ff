/** Recipe difficulty (the recipe's `complexity`): 0 leicht, 1 mittel, 2 aufwendig. */

export const DIFFICULTY_IDS = [0, 1, 2] as const;
export type DifficultyId = (typeof DIFFICULTY_IDS)[number];

export const DIFFICULTIES: readonly { id: DifficultyId; key: 'easy' | 'medium' | 'hard'; label: string }[] = [
  { id: 0, key: 'easy', label: 'leicht' },
  { id: 1, key: 'medium', label: 'mittel' },
  { id: 2, key: 'hard', label: 'aufwendig' },
];

/** German label of a difficulty value ("leicht" for 0); unknown values give "unbekannt". */
export function difficultyLabel(id: number): string {
  return DIFFICULTIES.find((d) => d.id === id)?.label ?? 'unbekannt';
}
