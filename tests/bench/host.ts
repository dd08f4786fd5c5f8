// How fast this host runs the work a render is made of, printed above the bench's table, so figures taken on
// different machines (or on one machine whose speed changed) can be read against each other. The P-figures
// are ratios against node:http serving static bytes, which is mostly system calls, while a render is
// mostly JavaScript and memory: a host whose JavaScript is slow lowers P1 without any change to the code.
// Seen on this project's machines: the same build read P1 10.8% (1.43 ms CPU per brand-page render) on one
// 2-core VM, and 5–7% (4–5 ms CPU per render) on another whose bare loop below ran at 5.8 ns an iteration
// when idle (a typical server core: about 1 ns), while both served static bytes at 3,200–4,700 req/s.
//
// Measured in a child process of its own (no JIT state or heap from the bench), after warming: a bare loop,
// and renderToString of a fixed tree shaped like a brand page (820 elements, classes, links, Chinese text)
// turned into bytes, as a whole document is (web/src/whole-document.ts).
import { spawnSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { repoRoot } from '../support/stack';

const PROBE = `
const React = require('react');
const { renderToString } = require('react-dom/server');
const h = React.createElement;
function Row({ i }) {
  return h('tr', { className: 'sj-row' + (i % 2 ? ' sj-odd' : '') },
    h('td', null, h('a', { href: '/shangji/' + i, className: 'sj-name' }, '品牌名称', i)),
    h('td', { className: 'sj-muted' }, '投资：', h('span', { className: 'sj-money' }, '5-10万')),
    h('td', null, h('span', { 'aria-label': '门店' }, i * 3, ' 家门店')));
}
function Page() {
  const rows = []; for (let i = 0; i < 116; i++) rows.push(h(Row, { key: i, i }));
  return h('html', { lang: 'zh-CN' }, h('head', null, h('title', null, '测试页面')),
    h('body', null, h('main', { className: 'sj-main' }, h('table', null, h('tbody', null, rows)))));
}
const tree = h(Page);
const renderOnce = () => Buffer.from('<!DOCTYPE html>' + renderToString(tree)).length;
for (let i = 0; i < 150; i++) renderOnce();
const times = [];
for (let i = 0; i < 15; i++) { const t = process.hrtime.bigint(); for (let k = 0; k < 20; k++) renderOnce(); times.push(Number(process.hrtime.bigint() - t) / 20e6); }
times.sort((a, b) => a - b);
let s = 0; const t0 = process.hrtime.bigint(); for (let i = 0; i < 2e8; i++) s += i; const loopNs = Number(process.hrtime.bigint() - t0) / 2e8;
console.log(JSON.stringify({ renderMs: times[7], loopNs, s }));
`;

export interface HostSpeed {
  /** Median ms for one renderToString + Buffer.from of the probe tree (~820 elements). */
  renderMs: number;
  /** ns per iteration of a bare `s += i` loop. */
  loopNs: number;
  load: number[];
}

export function hostSpeed(): HostSpeed | null {
  const run = spawnSync(process.execPath, ['-e', PROBE], { cwd: repoRoot, encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production' } });
  if (run.status !== 0) return null;
  const { renderMs, loopNs } = JSON.parse(run.stdout.trim()) as HostSpeed;
  return { renderMs, loopNs, load: loadavg() };
}

export function describeHost(speed: HostSpeed | null): string {
  if (!speed) return 'Host: the speed probe failed (tests/bench/host.ts)';
  return (
    `Host: a render of the probe page (820 elements, renderToString + bytes) ${speed.renderMs.toFixed(2)} ms, a bare JS loop ${speed.loopNs.toFixed(2)} ns an iteration, ` +
    `load average ${speed.load.map((l) => l.toFixed(2)).join(' ')}. Ratios against static bytes fall on a host whose JavaScript is slow (tests/bench/host.ts).`
  );
}
