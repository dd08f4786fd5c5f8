// Reads one or two V8 heap snapshots (node --heapsnapshot-signal=SIGUSR2, then `kill -USR2 <pid>`; a
// snapshot is taken after a full collection, so it holds only what is still reachable) and prints the
// live heap by constructor: self size and count, the largest first. With two files, the growth from the
// first to the second, to find what a crawl keeps. Usage:
//   npx tsx tests/bench/heap-top.ts <later.heapsnapshot> [rows]
//   npx tsx tests/bench/heap-top.ts <earlier.heapsnapshot> <later.heapsnapshot> [rows]
import { readFileSync } from 'node:fs';

interface Snapshot {
  snapshot: { meta: { node_fields: string[]; node_types: [string[], ...unknown[]] } };
  nodes: number[];
  strings: string[];
}

type Totals = Map<string, { bytes: number; count: number }>;

/** Self size and count per "type:constructor" (strings, arrays and code by their type alone). */
function totals(file: string): { by: Totals; bytes: number } {
  const snap = JSON.parse(readFileSync(file, 'utf8')) as Snapshot;
  const fields = snap.snapshot.meta.node_fields;
  const types = snap.snapshot.meta.node_types[0];
  const width = fields.length;
  const [typeAt, nameAt, sizeAt] = [fields.indexOf('type'), fields.indexOf('name'), fields.indexOf('self_size')];
  const by: Totals = new Map();
  let bytes = 0;
  for (let i = 0; i < snap.nodes.length; i += width) {
    const type = types[snap.nodes[i + typeAt]!]!;
    const size = snap.nodes[i + sizeAt]!;
    // Objects and closures by constructor; everything else (strings, arrays, code, hidden) by type.
    const key = type === 'object' || type === 'closure' ? `${type}:${snap.strings[snap.nodes[i + nameAt]!]}` : type;
    const t = by.get(key) ?? { bytes: 0, count: 0 };
    t.bytes += size;
    t.count += 1;
    by.set(key, t);
    bytes += size;
  }
  return { by, bytes };
}

const mb = (b: number) => (b / 1024 / 1024).toFixed(1);
const args = process.argv.slice(2);
const files = args.filter((a) => a.endsWith('.heapsnapshot'));
const rows = Number(args.find((a) => !a.endsWith('.heapsnapshot')) ?? 30);
if (files.length === 0) throw new Error('usage: heap-top.ts [earlier.heapsnapshot] <later.heapsnapshot> [rows]');

const later = totals(files[files.length - 1]!);
const earlier = files.length > 1 ? totals(files[0]!) : null;
console.log(`live heap: ${mb(later.bytes)} MB${earlier ? ` (earlier ${mb(earlier.bytes)} MB, +${mb(later.bytes - earlier.bytes)} MB)` : ''}`);
const table = [...later.by].map(([key, t]) => {
  const before = earlier?.by.get(key) ?? { bytes: 0, count: 0 };
  return { key, ...t, grew: t.bytes - before.bytes, more: t.count - before.count };
});
table.sort((a, b) => (earlier ? b.grew - a.grew : b.bytes - a.bytes));
for (const r of table.slice(0, rows)) {
  console.log(
    `${mb(r.bytes).padStart(8)} MB ${String(r.count).padStart(9)}` + (earlier ? `  ${(r.grew >= 0 ? '+' : '') + mb(r.grew)} MB ${(r.more >= 0 ? '+' : '') + r.more}` : '') + `  ${r.key}`,
  );
}
