/** Round avatar with up to three initials of a name on the brand's green-to-orange gradient. */
import Avatar from '@mui/material/Avatar';
import { avatarInitials } from '@speiseplaner/shared';
import { BRAND_GREEN, BRAND_ORANGE } from '../../app/theme';

export default function UserAvatar({ name, size = 36 }: { name: string; size?: number }) {
  return (
    <Avatar
      aria-hidden
      data-testid="user-avatar"
      sx={{
        width: size,
        height: size,
        fontSize: size * 0.38,
        fontWeight: 600,
        color: '#fff',
        background: `linear-gradient(135deg, ${BRAND_GREEN} 0%, ${BRAND_ORANGE} 100%)`,
      }}
    >
      {avatarInitials(name)}
    </Avatar>
  );
}
