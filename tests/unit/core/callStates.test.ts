import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ACTIVE_STATES, CALL, sqlStates } from '../../../src/core/callStates';
import { callStatusSchema } from '../../../src/core/schemas.gen';

const root = path.join(import.meta.dirname, '../../..');
const serverFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return serverFiles(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });

/** A call state spelled in a statement: compared, listed, set or chosen in SQL. */
const STATE = callStatusSchema.enum.join('|');
const spelledInSql = new RegExp(
  `(status\\s*(=|<>|!=)\\s*|\\bIN\\s*\\([^)]*|\\b(THEN|ELSE)\\s+)'(${STATE})'`,
  'g',
);

describe('call states: one vocabulary, named once', () => {
  it('CALL names each state of the schema, and nothing else', () => {
    expect(Object.keys(CALL)).toEqual([...callStatusSchema.enum]);
    for (const [name, value] of Object.entries(CALL)) expect(value).toBe(name);
    expect(sqlStates(ACTIVE_STATES)).toBe("'queued', 'placing', 'ringing'");
  });

  it('no server statement spells a call state: each interpolates CALL', () => {
    const spelled = serverFiles(path.join(root, 'server')).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(spelledInSql)].map(
        (match) => `${path.relative(root, file)}: ${match[0]}`,
      ),
    );
    expect(spelled).toEqual([]);
  });
});
