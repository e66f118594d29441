import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import CropSquareIcon from '@mui/icons-material/CropSquare';
import EventIcon from '@mui/icons-material/Event';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import WbSunnyIcon from '@mui/icons-material/WbSunny';
import type { SvgIconComponent } from '@mui/icons-material';

const icons: Record<string, SvgIconComponent> = {
  wb_sunny: WbSunnyIcon,
  event: EventIcon,
  auto_awesome: AutoAwesomeIcon,
  menu_book: MenuBookIcon,
};

/** A block's (or provider's) icon by its Material name; unknown or empty shows the square default. */
export function BlockIcon({ name, size }: { name: string; size?: 'medium' | 'large' }) {
  const Icon = icons[name] ?? CropSquareIcon;
  return (
    <Icon
      color="primary"
      aria-hidden
      data-icon={icons[name] ? name : 'square'}
      {...(size ? { fontSize: size } : {})}
    />
  );
}
