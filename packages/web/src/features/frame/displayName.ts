/** The name the frame shows for a user: institution name, else nick name, else e-mail. */
import type { User } from '@speiseplaner/shared';

export function displayName(user: Pick<User, 'name' | 'nickName' | 'email'>): string {
  return user.name.trim() || user.nickName.trim() || user.email.trim() || 'Mein Konto';
}
