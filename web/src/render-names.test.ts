// The production renderToString (the one the gateway runs) must not read a function component's name for
// every element it renders. React put each component's name in the element's key path, which only
// replaying a postponed render or keying a server action's form state reads; renderToString does neither,
// and the reads (`Function.prototype.name`, `displayName`, missing on most components) cost ~1% of a brand
// page's render. patches/react-dom+19.3.1.patch skips them; this fails without it.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

// The test runner loads React's development build, which names components in its warnings: the render
// runs in a Node process of its own with NODE_ENV=production, as the gateway does.
const script = `
const { createElement: h } = require('react');
const { renderToString } = require('react-dom/server');
let reads = 0;
function Shop({ name }) { return h('li', null, name); }
for (const property of ['name', 'displayName'])
  Object.defineProperty(Shop, property, { get() { reads++; return 'Shop'; } });
const html = renderToString(h('ul', null, h(Shop, { name: '北京朝阳店' }), h(Shop, { name: '上海徐汇店' })));
process.stdout.write(JSON.stringify({ html, reads }));
`;

describe('the production renderToString', () => {
  it('renders function components without reading their names', () => {
    const run = spawnSync(process.execPath, ['-e', script], { cwd: import.meta.dirname, env: { ...process.env, NODE_ENV: 'production' }, encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(JSON.parse(run.stdout)).toEqual({ html: '<ul><li>北京朝阳店</li><li>上海徐汇店</li></ul>', reads: 0 });
  });
});
