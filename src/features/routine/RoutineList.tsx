import { useRef, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useAtomValue } from 'jotai';
import type { UserBlock } from '../../core/types';
import { errors, notices, success } from '../../core/messages';
import { notify } from '../../components/notify';
import { loadBlockConfigAtom } from '../../state/blockConfig';
import {
  moveBlockAtom,
  removeBlockAtom,
  restoreBlockAtom,
  routineNotesAtom,
  userBlocksAtom,
  type RemovedBlock,
} from '../../state/routine';
import { useAction } from '../../state/useAction';
import { ConfigureBlock } from './ConfigureBlock';
import { RoutineItem, type EntryDrag } from './RoutineItem';
import { useDragHandover } from './useDragHandover';

const moveTexts = {
  success: (moved: boolean) => (moved ? success.routineOrderUpdated : null),
  error: errors.updateBlockOrder,
};
// The success toast offers Undo, so it is shown here rather than by useAction.
const removeTexts = { error: errors.removeBlock };
const restoreTexts = {
  success: (_restored: unknown, removed: RemovedBlock) => success.blockAdded(removed.block.name),
  error: errors.addBlock,
};
const configTexts = { error: errors.loadConfiguration };

/** 'Your Routine': the sortable list (dnd-kit; mouse and keyboard), configure and remove. */
export function RoutineList() {
  const blocks = useAtomValue(userBlocksAtom) ?? [];
  const move = useAction(moveBlockAtom, moveTexts);
  const notes = useAtomValue(routineNotesAtom);
  const remove = useAction(removeBlockAtom, removeTexts);
  const restore = useAction(restoreBlockAtom, restoreTexts);
  const loadConfig = useAction(loadBlockConfigAtom, configTexts);
  const [configuring, setConfiguring] = useState<UserBlock | null>(null);
  const section = useRef<HTMLElement>(null);
  // Drag and drop (dnd-kit) loads once the list is on screen: until then the same list shows, plain.
  const { Sortable, ...handover } = useDragHandover(section);

  const configure = (block: UserBlock) => {
    setConfiguring(block);
    void loadConfig.run(block.id);
  };

  const removeWithUndo = async (id: number) => {
    const outcome = await remove.run(id);
    if (!outcome.ok) return;
    const removed = outcome.value;
    notify.successWithUndo(success.blockRemoved, () => void restore.run(removed));
  };

  const entry = (block: UserBlock, index: number, drag?: EntryDrag) => {
    const note = notes.get(block.id);
    return (
      <RoutineItem
        key={block.id}
        block={block}
        position={index}
        busy={remove.args?.[0] === block.id}
        summary={note?.summary}
        warning={note?.disconnected ? notices.blockSkipped(block.name) : (note?.missing ?? null)}
        onConfigure={() => configure(block)}
        onRemove={() => void removeWithUndo(block.id)}
        drag={drag}
        onEarlyDrag={() => handover.earlyDrag(block.name)}
      />
    );
  };
  const list = (entries: ReactNode) => (
    <Box component="ol" sx={{ p: 0, m: 0 }} aria-label="Routine blocks in call order">
      {entries}
    </Box>
  );

  return (
    <section
      aria-labelledby="routine-title"
      ref={section}
      onFocus={handover.onFocus}
      onBlur={handover.onBlur}
      onPointerDownCapture={handover.onPointerDown}
    >
      <Typography id="routine-title" variant="h5" component="h2" gutterBottom>
        Your Routine
      </Typography>
      {blocks.length === 0 ? (
        <Box
          sx={{
            p: 3,
            border: 1,
            borderStyle: 'dashed',
            borderColor: 'divider',
            borderRadius: 2,
            textAlign: 'center',
          }}
        >
          <Typography color="text.secondary">
            Your routine is empty. Add blocks from Available Blocks to build your wake-up call.
          </Typography>
        </Box>
      ) : Sortable ? (
        <Sortable
          ids={blocks.map((b) => b.id)}
          names={blocks.map((b) => b.name)}
          onMove={(from, to) => void move.run({ from, to })}
          onShown={handover.shown}
        >
          {(sortable) =>
            list(
              blocks.map((block, index) => sortable(block.id, (drag) => entry(block, index, drag))),
            )
          }
        </Sortable>
      ) : (
        list(blocks.map((block, index) => entry(block, index)))
      )}
      {configuring && <ConfigureBlock block={configuring} onClose={() => setConfiguring(null)} />}
    </section>
  );
}
