/**
 * The routine (SPEC §4 "Routine"): the available blocks and the user's blocks in call order, and the
 * writes on them — add, remove, reorder (optimistic, rolled back on failure), save a block's settings.
 */
import { atom } from 'jotai';
import { api } from '../api/endpoints';
import type { AvailableBlock, BlockSettings, UserBlock } from '../core/types';
import { errors } from '../core/messages';
import { activeProvidersAtom } from './integrations';
import { Refusal } from './refusal';

// Global because the block grid, the routine list and the configure dialog share them.
const availableBlocksBase = atom<AvailableBlock[] | null>(null);
const userBlocksBase = atom<UserBlock[] | null>(null);

export const availableBlocksAtom = atom((get) => get(availableBlocksBase));
/** The routine, always sorted by `order`. */
export const userBlocksAtom = atom((get) => get(userBlocksBase));

const byOrder = (blocks: UserBlock[]) => [...blocks].sort((a, b) => a.order - b.order);
const renumbered = (blocks: UserBlock[]) => blocks.map((b, order) => ({ ...b, order }));

/** The provider of an available block (the spec's two readings: integration_type or required_integration). */
export const blockProvider = (block: AvailableBlock): string | null =>
  block.integration_type ?? block.required_integration ?? null;

/** Fetches the available blocks and the user's blocks together. */
export const loadRoutineAtom = atom(null, async (_get, set) => {
  const [available, blocks] = await Promise.all([api.getAvailableBlocks(), api.getUserBlocks()]);
  set(availableBlocksBase, available);
  set(userBlocksBase, byOrder(blocks));
});

/** Adding a block whose integration is not active (SPEC §5): the spec's text, no call made. */
export class IntegrationRequiredError extends Refusal {}

/** Appends a block at order = the routine's length; refused while its integration is not active. */
export const addBlockAtom = atom(null, async (get, set, block: AvailableBlock) => {
  const provider = blockProvider(block);
  if (block.requires_integration && provider && !get(activeProvidersAtom).has(provider)) {
    throw new IntegrationRequiredError(errors.blockRequiresIntegration(provider));
  }
  const created = await api.addUserBlock({
    block: block.id,
    settings: block.default_settings,
    order: (get(userBlocksBase) ?? []).length,
  });
  set(userBlocksBase, byOrder([...(get(userBlocksBase) ?? []), created]));
  return created;
});

export const removeBlockAtom = atom(null, async (get, set, id: number) => {
  await api.removeUserBlock(id);
  set(userBlocksBase, renumbered((get(userBlocksBase) ?? []).filter((b) => b.id !== id)));
});

/**
 * `items` with the one at `from` moved to `to`: dnd-kit's arrayMove, kept here so the dashboard shell,
 * which imports this module, does not load dnd-kit on screens without drag and drop.
 */
function moved<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

/** Moves a block; does nothing when dropped on itself. Resolves true when the server took the new order. */
export const moveBlockAtom = atom(null, async (get, set, move: { from: number; to: number }) => {
  if (move.from === move.to) return false;
  const before = get(userBlocksBase) ?? [];
  const after = renumbered(moved(before, move.from, move.to));
  set(userBlocksBase, after);
  try {
    await api.reorderUserBlocks(after.map((b) => ({ id: b.id, order: b.order })));
    return true;
  } catch (error) {
    set(userBlocksBase, before);
    throw error;
  }
});

export const saveBlockSettingsAtom = atom(
  null,
  async (get, set, change: { id: number; settings: BlockSettings }) => {
    const updated = await api.updateBlockSettings(change.id, change.settings);
    set(
      userBlocksBase,
      (get(userBlocksBase) ?? []).map((b) =>
        b.id === change.id ? { ...b, settings: updated.settings } : b,
      ),
    );
  },
);

export const resetRoutineAtom = atom(null, (_get, set) => {
  set(availableBlocksBase, null);
  set(userBlocksBase, null);
});
