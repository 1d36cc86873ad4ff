/**
 * Files the cook chose, from the file input to the photo saga: a File is no Redux value (not
 * serializable), so the page hands it over here and the action names it by a token. The saga takes each
 * once; nothing stays here after that.
 */
const chosen = new Map<string, Blob>();
let next = 0;

/** Holds a chosen file; the token goes into `photosChosen`. */
export function holdChosen(file: Blob): string {
  next += 1;
  const token = `foto-${next}`;
  chosen.set(token, file);
  return token;
}

/** The file of a token, handed out once. */
export function takeChosen(token: string): Blob | undefined {
  const file = chosen.get(token);
  chosen.delete(token);
  return file;
}
