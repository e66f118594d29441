/**
 * docs/LICENSES.md relies on this: eSpeak NG (GPL-3.0-or-later) runs only on our servers and is never
 * sent to browsers. No module the browser app (src/) reaches — its own files and anything they import
 * by relative path, workers included — names the `espeak-ng` package.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(__dirname, '../..');
const SRC = path.join(ROOT, 'src');
const EXTENSIONS = ['.ts', '.tsx', '.mts', '.js', '.jsx', '.mjs', '.cjs'];

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

/** Specifiers in static and dynamic imports, re-exports, require() and new URL(…, import.meta.url). */
function specifiers(code: string): string[] {
  const patterns = [
    /\b(?:import|export)\s[^'"]*?\sfrom\s*['"]([^'"]+)['"]/g,
    /\bimport\s*['"]([^'"]+)['"]/g,
    /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
    /\brequire(?:\.resolve)?\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
    /\bnew\s+URL\s*\(\s*['"]([^'"]+)['"]\s*,\s*import\.meta\.url/g,
  ];
  return patterns.flatMap((pattern) => [...code.matchAll(pattern)].map((m) => m[1] as string));
}

function resolveRelative(from: string, spec: string): string | null {
  const base = path.resolve(path.dirname(from), spec);
  const candidates = [
    base,
    ...EXTENSIONS.map((ext) => base + ext),
    ...EXTENSIONS.map((ext) => path.join(base, `index${ext}`)),
  ];
  return candidates.find((file) => existsSync(file) && statSync(file).isFile()) ?? null;
}

/** Every file reachable from src/ by relative imports, and where `espeak-ng` is named. */
function scan(): { reached: string[]; offenders: string[] } {
  const seen = new Set<string>();
  const offenders: string[] = [];
  const queue = filesUnder(SRC).filter((file) => EXTENSIONS.includes(path.extname(file)));
  while (queue.length) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    if (!EXTENSIONS.includes(path.extname(file))) continue; // JSON, CSS…: no imports
    const code = readFileSync(file, 'utf8');
    // Any mention as a module name (import, require, createRequire().resolve, a dynamic string).
    if (/['"`]espeak-ng(?:\/[^'"`]*)?['"`]/.test(code)) offenders.push(path.relative(ROOT, file));
    for (const spec of specifiers(code)) {
      if (!spec.startsWith('.')) continue;
      const target = resolveRelative(file, spec);
      if (target) queue.push(target);
    }
  }
  return { reached: [...seen], offenders };
}

describe('licences', () => {
  it('no file under src/, nor any module it imports, uses espeak-ng (GPL: server-side only)', () => {
    const { reached, offenders } = scan();
    expect(reached.length).toBeGreaterThan(50);
    expect(offenders).toEqual([]);
  });

  it('the scan does find espeak-ng where the server uses it', () => {
    const worker = readFileSync(path.join(ROOT, 'server/calls/speech/speechWorker.mjs'), 'utf8');
    expect(/['"`]espeak-ng['"`]/.test(worker)).toBe(true);
    expect(specifiers("const w = new URL('./speechWorker.mjs', import.meta.url);")).toEqual([
      './speechWorker.mjs',
    ]);
    expect(specifiers("import x from 'espeak-ng';\nconst y = await import('./y');")).toEqual([
      'espeak-ng',
      './y',
    ]);
  });

  it('sam-js is gone: not a dependency, not imported by the server', () => {
    const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
      dependencies?: Record<string, string>;
      devDependencies?: Record<string, string>;
    };
    expect(pkg.dependencies ?? {}).not.toHaveProperty('sam-js');
    expect(pkg.devDependencies ?? {}).not.toHaveProperty('sam-js');
    const named = filesUnder(path.join(ROOT, 'server')).filter((file) =>
      /['"]sam-js['"]/.test(readFileSync(file, 'utf8')),
    );
    expect(named).toEqual([]);
  });
});
