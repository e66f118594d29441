/**
 * The routine (SPEC §4 "Routine"): the available blocks and the user's blocks in call order, and the
 * writes on them — add, remove, reorder (optimistic, rolled back on failure), save a block's settings.
 */
import { atom } from 'jotai';
import { api } from '../api/endpoints';
import type { AvailableBlock, BlockSettings, UserBlock } from '../core/types';
import { errors } from '../core/messages';
import { missingSetting, settingsSummary } from '../core/fields/settingsSummary';
import { activeProvidersAtom, integrationsAtom } from './integrations';
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
  // No settings sent: the server starts the block with its defaults and the user's own place.
  const created = await api.addUserBlock({
    block: block.id,
    order: (get(userBlocksBase) ?? []).length,
  });
  set(userBlocksBase, byOrder([...(get(userBlocksBase) ?? []), created]));
  return created;
});

/** A removed block and where it stood: what Undo puts back. */
export interface RemovedBlock {
  block: UserBlock;
  position: number;
}

/** Removes a block; resolves with it and its position, for Undo. */
export const removeBlockAtom = atom(null, async (get, set, id: number): Promise<RemovedBlock> => {
  const before = get(userBlocksBase) ?? [];
  const position = before.findIndex((b) => b.id === id);
  await api.removeUserBlock(id);
  set(userBlocksBase, renumbered((get(userBlocksBase) ?? []).filter((b) => b.id !== id)));
  return { block: before[position] as UserBlock, position };
});

/**
 * Undo of a removal: the block is added again with its settings (at the end, the only place the API
 * adds to), then moved back to where it stood. Resolves with the new entry.
 */
export const restoreBlockAtom = atom(null, async (get, set, removed: RemovedBlock) => {
  const { block, position } = removed;
  const created = await api.addUserBlock({
    block: block.block,
    settings: block.settings,
    order: (get(userBlocksBase) ?? []).length,
  });
  const appended = byOrder([...(get(userBlocksBase) ?? []), created]);
  set(userBlocksBase, appended);
  const at = Math.min(Math.max(position, 0), appended.length - 1);
  if (at !== appended.length - 1) await set(moveBlockAtom, { from: appended.length - 1, to: at });
  return created;
});

/** One routine entry's notes: its settings in one line and, when its integration is off, which one. */
export interface EntryNotes {
  summary: string;
  /** The provider the block needs and the user has not connected (null when fine or unknown yet). */
  disconnected: string | null;
  /** What its settings lack before its call can say it (a place not chosen), or null. */
  missing: string | null;
}

/** The notes of every routine entry, by its id. Derived from the catalogue's fields and the integrations. */
export const routineNotesAtom = atom((get) => {
  const fieldsOf = new Map((get(availableBlocksBase) ?? []).map((b) => [b.id, b.fields ?? []]));
  const integrations = get(integrationsAtom);
  const active = get(activeProvidersAtom);
  const notes = new Map<number, EntryNotes>();
  for (const block of get(userBlocksBase) ?? []) {
    const provider = block.required_integration;
    notes.set(block.id, {
      summary: settingsSummary(fieldsOf.get(block.block) ?? [], block.settings),
      missing: missingSetting(fieldsOf.get(block.block) ?? [], block.settings),
      disconnected: integrations && provider && !active.has(provider) ? provider : null,
    });
  }
  return notes;
});

/** The routine's blocks that need a provider (what disconnecting it would skip). */
export const blocksNeedingAtom = atom(
  (get) => (provider: string) =>
    (get(userBlocksBase) ?? []).filter((b) => b.required_integration === provider),
);

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
