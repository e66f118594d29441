import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import SettingsIcon from '@mui/icons-material/Settings';
import type { KeyboardEvent } from 'react';
import type { DraggableAttributes, DraggableSyntheticListeners } from '@dnd-kit/core';
import type { UserBlock } from '../../core/types';
import { BlockIcon } from '../../components/BlockIcon';

/** An entry's drag bindings (dnd-kit's useSortable, in SortableRoutine.tsx), once it has loaded. */
export interface EntryDrag {
  setNodeRef: (node: HTMLElement | null) => void;
  setActivatorNodeRef: (node: HTMLElement | null) => void;
  attributes: DraggableAttributes;
  listeners: DraggableSyntheticListeners;
  /** CSS transform while it moves. */
  transform: string | undefined;
  transition: string | undefined;
  isDragging: boolean;
}

export interface RoutineItemProps {
  block: UserBlock;
  position: number;
  onConfigure: () => void;
  onRemove: () => void;
  busy?: boolean;
  /** Its settings in one line ("New York · °F · high, low and rain"); the block's description when empty. */
  summary?: string | undefined;
  /** Said under the entry when its calls will not include it ("Calendar disconnected — …"). */
  warning?: string | null;
  /** Its drag bindings; without them (drag and drop still loading) the handle only says it was asked. */
  drag?: EntryDrag | undefined;
  /** Space or Enter on the handle before drag and drop has loaded: the drag starts once it has. */
  onEarlyDrag?: (() => void) | undefined;
}

/** Space and Enter start a keyboard drag (dnd-kit's KeyboardSensor). */
const STARTS_DRAG = new Set(['Space', 'Enter']);

/** One routine entry: drag handle (mouse and keyboard), its settings in a line, configure and remove. */
export function RoutineItem({
  block,
  position,
  onConfigure,
  onRemove,
  busy = false,
  summary,
  warning,
  drag,
  onEarlyDrag,
}: RoutineItemProps) {
  const warningId = `routine-item-${block.id}-warning`;
  const isDragging = drag?.isDragging ?? false;
  const early = (event: KeyboardEvent) => {
    if (!STARTS_DRAG.has(event.code)) return;
    event.preventDefault();
    onEarlyDrag?.();
  };
  return (
    <Paper
      ref={drag?.setNodeRef}
      component="li"
      variant="outlined"
      data-testid="routine-item"
      aria-describedby={warning ? warningId : undefined}
      sx={{
        listStyle: 'none',
        mb: 1,
        transform: drag?.transform,
        transition: drag?.transition,
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
          ref={drag?.setActivatorNodeRef}
          {...(drag ? { ...drag.attributes, ...drag.listeners } : { onKeyDown: early })}
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
