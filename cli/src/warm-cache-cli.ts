// npm run warm-cache -w @shangji/cli -- [--endpoint http://127.0.0.1:3000/graphql] [--per-list 10]
// Exits 1 when any operation failed, so a deploy script can tell a cold start from a warm one.
import { parseArgs } from 'node:util';
import { warmCache } from './warm-cache';

const { values } = parseArgs({
  options: {
    endpoint: { type: 'string', default: 'http://127.0.0.1:3000/graphql' },
    'per-list': { type: 'string', default: '10' },
  },
});

const perList = Number(values['per-list']);
if (!Number.isInteger(perList) || perList < 1 || perList > 50) {
  console.error('--per-list must be a whole number from 1 to 50');
  process.exit(2);
}

const started = Date.now();
const report = await warmCache({ endpoint: values.endpoint, brandsPerList: perList });
console.log(`warmed ${report.brands.length} brand pages and the entry pages with ${report.operations} operations in ${Date.now() - started} ms`);
for (const e of report.errors) console.error(`failed: ${e}`);
process.exit(report.failed ? 1 : 0);
