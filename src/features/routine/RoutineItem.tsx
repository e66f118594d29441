import {
  Box,
  IconButton,
  ListItem,
  ListItemIcon,
  ListItemText,
  Paper,
  Typography,
} from '@mui/material';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
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
  /** Its settings in one line ("10001 · °F · detail 2"); the block's description when empty. */
  summary?: string | undefined;
  /** Said under the entry when its calls will not include it ("Calendar disconnected — …"). */
  warning?: string | null;
}

/** One routine entry: drag handle (mouse and keyboard), its settings in a line, configure and remove. */
export function RoutineItem({
  block,
  position,
  onConfigure,
  onRemove,
  busy = false,
  summary,
  warning,
}: RoutineItemProps) {
  const warningId = `routine-item-${block.id}-warning`;
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
      data-testid="routine-item"
      aria-describedby={warning ? warningId : undefined}
      sx={{
        listStyle: 'none',
        mb: 1,
        transform: CSS.Transform.toString(transform),
        transition,
        opacity: isDragging ? 0.7 : 1,
        position: 'relative',
        zIndex: isDragging ? 1 : 0,
        ...(warning ? { borderColor: 'warning.main' } : {}),
      }}
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
          secondary={summary || block.description}
          slotProps={{ secondary: { noWrap: true, title: summary || undefined } }}
        />
      </ListItem>
      {warning && (
        <Box
          id={warningId}
          sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, pb: 1.5, mt: -0.5 }}
        >
          <WarningAmberIcon color="warning" fontSize="small" aria-hidden />
          <Typography variant="body2">{warning}</Typography>
        </Box>
      )}
    </Paper>
  );
}
