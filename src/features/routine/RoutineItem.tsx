import { IconButton, ListItem, ListItemIcon, ListItemText, Paper } from '@mui/material';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import SettingsIcon from '@mui/icons-material/Settings';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { UserBlock } from '../../core/types';
import { DRAG_ANIMATION_MS } from '../../core/constants';
import { BlockIcon } from '../../components/BlockIcon';

export interface RoutineItemProps {
  block: UserBlock;
  position: number;
  onConfigure: () => void;
  onRemove: () => void;
  busy?: boolean;
}

/** One routine entry: drag handle (mouse and keyboard), configure and remove. */
export function RoutineItem({
  block,
  position,
  onConfigure,
  onRemove,
  busy = false,
}: RoutineItemProps) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({
    id: block.id,
    transition: { duration: DRAG_ANIMATION_MS, easing: 'ease' },
  });
  return (
    <Paper
      ref={setNodeRef}
      component="li"
      variant="outlined"
      sx={{
        listStyle: 'none',
        mb: 1,
        transform: CSS.Transform.toString(transform),
        transition,
        opacity: isDragging ? 0.7 : 1,
        position: 'relative',
        zIndex: isDragging ? 1 : 0,
      }}
      data-testid="routine-item"
    >
      <ListItem
        component="div"
        secondaryAction={
          <>
            <IconButton
              aria-label={`Configure ${block.name}`}
              onClick={onConfigure}
              disabled={busy}
            >
              <SettingsIcon />
            </IconButton>
            <IconButton
              aria-label={`Remove ${block.name}`}
              onClick={onRemove}
              disabled={busy}
              edge="end"
            >
              <DeleteOutlineIcon />
            </IconButton>
          </>
        }
      >
        <IconButton
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={`Drag to reorder ${block.name}`}
          aria-roledescription="sortable"
          sx={{ cursor: 'grab', mr: 1, touchAction: 'none' }}
        >
          <DragIndicatorIcon />
        </IconButton>
        <ListItemIcon sx={{ minWidth: 36 }}>
          <BlockIcon name={block.icon} />
        </ListItemIcon>
        <ListItemText
          primary={`${position + 1}. ${block.name}`}
          secondary={block.description}
          slotProps={{ secondary: { noWrap: true } }}
        />
      </ListItem>
    </Paper>
  );
}
