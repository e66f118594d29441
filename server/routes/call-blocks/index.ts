/** The block catalogue and the caller's routine (SPEC §7 /api/call-blocks/...). */
import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import type { AvailableBlock, BlockSettings } from '../../../src/core/types';
import { defaultSettings } from '../../../src/core/fields/settingsSchema';
import {
  describeSettingsErrors,
  settingsFieldErrors,
  validateSettings,
} from '../../../src/core/fields/validateSettings';
import { errors } from '../../../src/core/messages';
import type { AuthVariables } from '../../auth';
import limits from '../../../schemas/limits.json';
import type { Db } from '../../db';
import type { AppDeps } from '../../deps';
import { startingSettings } from '../../blocks/startingSettings';
import { fail, failField } from '../../http';
import { preserialized, reply, serveRoutes } from '../../routeTable';
import { availableBlock, availableBlocks, catalogueJson, ownedBlock, userBlocks } from './model';

function blockId(raw: string): number {
  if (!/^\d{1,9}$/.test(raw)) fail(404, 'Block not found');
  return Number(raw);
}

/** The routine changed under this request (another tab, a double click): the client reloads. */
const routineChanged = 'Your routine changed in the meantime. Please reload and try again.';

/**
 * Serialises one user's routine writes: every add, reorder and delete first locks the user's profile
 * row, so positions stay 0..n-1 and no two writers lock block rows in different orders.
 */
async function lockRoutine(tx: Db, userId: string): Promise<void> {
  const [owner] = await tx.query('SELECT 1 FROM profiles WHERE user_id = $1 FOR UPDATE', [userId]);
  if (!owner) fail(404, 'Profile not found. Please sign in again.');
}

function checkedSettings(
  fields: Parameters<typeof validateSettings>[0],
  settings: unknown,
): BlockSettings {
  const result = validateSettings(fields, settings);
  if (!result.ok)
    fail(400, describeSettingsErrors(result.errors), settingsFieldErrors(result.errors));
  // Every text setting has a ceiling, even where the block's field sets none.
  for (const [key, value] of Object.entries(result.value)) {
    if (typeof value === 'string' && value.length > limits.settingTextMaxLength)
      failField(key, `Must be at most ${limits.settingTextMaxLength} characters`);
  }
  return result.value;
}

export function callBlockRoutes(deps: AppDeps) {
  const { db } = deps;
  const app = new Hono<{ Variables: AuthVariables }>();
  const api = serveRoutes(app, deps.auth);

  // The catalogue is static: one JSON body and its ETag, computed once; a matching If-None-Match gets 304.
  const catalogue = JSON.stringify(availableBlocks().map(catalogueJson));
  const etag = `"${createHash('sha256').update(catalogue).digest('base64url').slice(0, 27)}"`;
  // A plain header object: hono's c.header() would build a fetch Headers for every answer.
  const cached = { ETag: etag, 'Cache-Control': 'private, no-cache' };
  const body = { ...cached, 'Content-Type': 'application/json' };
  api.getAvailableBlocks((c) =>
    preserialized<AvailableBlock[]>(
      c.req.header('if-none-match') === etag
        ? new Response(null, { status: 304, headers: cached })
        : new Response(catalogue, { status: 200, headers: body }),
    ),
  );

  api.getUserBlocks(async (c) => userBlocks(db, c.get('userId')));

  api.addUserBlock(async (c, body) => {
    const userId = c.get('userId');
    const block = availableBlock(body.block);
    if (!block) fail(400, `Unknown block "${body.block}"`);
    if (block.requires_integration && block.integration_type) {
      const [active] = await db.query(
        'SELECT 1 FROM integrations WHERE user_id = $1 AND provider = $2 AND is_active',
        [userId, block.integration_type],
      );
      if (!active) fail(400, errors.blockRequiresIntegration(block.integration_type));
    }
    const settings = checkedSettings(block.fields, {
      ...defaultSettings(block.fields),
      ...(await startingSettings(db, userId, block)),
      ...(body.settings ?? {}),
    });
    const id = await db.transaction(async (tx) => {
      await lockRoutine(tx, userId);
      const [count] = await tx.query<{ n: number | string }>(
        'SELECT count(*) AS n FROM user_blocks WHERE user_id = $1',
        [userId],
      );
      const length = Number(count?.n ?? 0);
      if (length >= limits.routineMaxBlocks)
        fail(400, `Your routine can hold at most ${limits.routineMaxBlocks} blocks`);
      if (body.order !== undefined && body.order !== length)
        fail(409, `order must be ${length}, the current length of the routine`);
      const [row] = await tx.query<{ id: number }>(
        'INSERT INTO user_blocks (user_id, block_id, settings, position) VALUES ($1, $2, $3, $4) RETURNING id',
        [userId, block.id, JSON.stringify(settings), length],
      );
      return row?.id;
    });
    const created = (await userBlocks(db, userId)).find((b) => b.id === id);
    if (!created) fail(409, routineChanged);
    return reply(c, created, 201);
  });

  api.reorderUserBlocks(async (c, body) => {
    const userId = c.get('userId');
    if (new Set(body.map((e) => e.id)).size !== body.length)
      fail(400, 'The new order must list each of your routine blocks exactly once');
    if (
      new Set(body.map((e) => e.order)).size !== body.length ||
      body.some((e) => e.order >= body.length)
    )
      fail(400, 'Orders must be 0 to n-1, each once');
    await db.transaction(async (tx) => {
      await lockRoutine(tx, userId);
      const owned = await tx.query<{ id: number }>(
        'SELECT id FROM user_blocks WHERE user_id = $1',
        [userId],
      );
      const ids = new Set(owned.map((r) => r.id));
      // A well-formed list of other blocks than the routine holds now: the routine changed meanwhile.
      if (body.length !== ids.size || !body.every((e) => ids.has(e.id))) fail(409, routineChanged);
      await tx.query(
        `UPDATE user_blocks u SET position = v.position
           FROM unnest($2::int[], $3::int[]) AS v(id, position)
          WHERE u.user_id = $1 AND u.id = v.id`,
        [userId, body.map((e) => e.id), body.map((e) => e.order)],
      );
    });
    return userBlocks(db, userId);
  });

  api.updateBlockSettings(async (c, body, params) => {
    const id = blockId(params.id);
    const userId = c.get('userId');
    const owned = await ownedBlock(db, userId, id);
    const block = owned ? availableBlock(owned.block_id) : null;
    if (!owned || !block) fail(404, 'Block not found');
    const settings = checkedSettings(block.fields, body.settings);
    await db.query(
      'UPDATE user_blocks SET settings = $3, is_enabled = $4 WHERE user_id = $1 AND id = $2',
      [userId, id, JSON.stringify(settings), body.is_enabled ?? owned.is_enabled],
    );
    const updated = (await userBlocks(db, userId)).find((b) => b.id === id);
    if (!updated) fail(404, 'Block not found');
    return updated;
  });

  api.removeUserBlock(async (c, _body, params) => {
    const id = blockId(params.id);
    const userId = c.get('userId');
    await db.transaction(async (tx) => {
      await lockRoutine(tx, userId);
      const [gone] = await tx.query(
        'DELETE FROM user_blocks WHERE user_id = $1 AND id = $2 RETURNING id',
        [userId, id],
      );
      if (!gone) fail(404, 'Block not found');
      // Keep positions 0..n-1 so the next block is appended at the routine's length.
      await tx.query(
        `UPDATE user_blocks u SET position = r.n - 1
           FROM (SELECT id, row_number() OVER (ORDER BY position) AS n FROM user_blocks WHERE user_id = $1) r
          WHERE u.id = r.id AND u.position <> r.n - 1`,
        [userId],
      );
    });
  });

  api.getBlockConfig(async (c, _body, params) => {
    const userId = c.get('userId');
    const owned = await ownedBlock(db, userId, blockId(params.id));
    const block = owned ? availableBlock(owned.block_id) : null;
    if (!owned || !block) fail(404, 'Block not found');
    // Only the block's own settings: an old one its fields no longer have (a Weather block's zip code
    // the migration could not place) stays stored, but the form neither shows nor sends it back.
    const keys = new Set(block.fields.map((field) => field.key));
    return {
      schema: { fields: block.fields },
      current_settings: {
        ...defaultSettings(block.fields),
        ...Object.fromEntries(Object.entries(owned.settings).filter(([key]) => keys.has(key))),
      },
    };
  });
  return app;
}
