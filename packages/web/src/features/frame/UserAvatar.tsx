/**
 * Round avatar with up to three initials of a name on the brand's green-to-orange gradient. Decorative:
 * hidden from assistive technology, and the initials are drawn by CSS (`data-initials`), not text, so a
 * button holding the avatar and the name has the name as its visible text (WCAG 2.5.3 label in name; axe
 * would count text initials as visible words the button's name must contain).
 */
import Avatar from '@mui/material/Avatar';
import { avatarInitials } from '@speiseplaner/shared';
import { BRAND_GREEN, BRAND_ORANGE } from '../../platform/theme';

export default function UserAvatar({ name, size = 36 }: { name: string; size?: number }) {
  return (
    <Avatar
      aria-hidden
      data-testid="user-avatar"
      data-initials={avatarInitials(name)}
      sx={{
        width: size,
        height: size,
        fontSize: size * 0.38,
        fontWeight: 600,
        color: '#fff',
        background: `linear-gradient(135deg, ${BRAND_GREEN} 0%, ${BRAND_ORANGE} 100%)`,
        '&::before': { content: 'attr(data-initials)' },
      }}
    >
      {/* An empty Avatar would show MUI's person icon. */}
      <span />
    </Avatar>
  );
}
