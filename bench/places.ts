/**
 * `npm run bench -- places`: what the offline gazetteer costs (server/providers/gazetteer.ts). It is
 * loaded on the first search, not at start-up: the first search's time and the heap it adds, then a
 * warm search's time (median of 200), for a city name and a US zip code. Each figure in a fresh
 * process, so nothing earlier has loaded it.
 */
import { execFileSync } from 'node:child_process';

const probe = `
  const { searchGazetteer } = await import('./server/providers/gazetteer.ts');
  globalThis.gc?.();
  const heap0 = process.memoryUsage().heapUsed;
  let t = performance.now();
  searchGazetteer(process.argv[1], null, 8);
  const first = performance.now() - t;
  globalThis.gc?.();
  const heap1 = process.memoryUsage().heapUsed;
  const runs = [];
  for (let i = 0; i < 200; i++) { t = performance.now(); searchGazetteer(process.argv[1], null, 8); runs.push(performance.now() - t); }
  runs.sort((a, b) => a - b);
  console.log(JSON.stringify({ first, heapMb: (heap1 - heap0) / 1048576, warm: runs[100] }));
`;

function measure(query: string) {
  const out = execFileSync(
    process.execPath,
    ['--expose-gc', '--import', 'tsx', '--input-type=module', '-e', probe, query],
    { encoding: 'utf8' },
  );
  return JSON.parse(out.trim().split('\n').pop() ?? '{}') as {
    first: number;
    heapMb: number;
    warm: number;
  };
}

export function benchPlaces(): void {
  console.log(
    '\nPlaces — the offline gazetteer, loaded on the first search (a fresh process each)',
  );
  for (const [label, query] of [
    ['a city, "Sydn"', 'Sydn'],
    ['a US zip code, "10001"', '10001'],
  ] as const) {
    const { first, heapMb, warm } = measure(query);
    console.log(
      `  ${label.padEnd(24)} first search ${first.toFixed(0).padStart(4)} ms (+${heapMb.toFixed(1)} MB heap), then ${warm.toFixed(2)} ms`,
    );
  }
}
