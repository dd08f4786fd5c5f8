// A locally drawn QR-style placeholder (no network fetch): a deterministic pattern from the label,
// with the three finder squares, so the chrome looks right until the real codes are supplied.
import { memo } from 'react';

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

const N = 21;

function inFinder(x: number, y: number): boolean {
  const near = (a: number, b: number) => a >= b && a < b + 7;
  return (near(x, 0) && near(y, 0)) || (near(x, N - 7) && near(y, 0)) || (near(x, 0) && near(y, N - 7));
}

// The pattern depends on the label alone; the server renders the same few labels on every page.
const patterns = new Map<string, string>();

function cellsPath(label: string): string {
  const known = patterns.get(label);
  if (known !== undefined) return known;
  let seed = hash(label);
  const cells: string[] = [];
  for (let y = 0; y < N; y++) {
    for (let x = 0; x < N; x++) {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      if (!inFinder(x, y) && (seed >>> 16) % 2 === 0) cells.push(`M${x} ${y}h1v1h-1z`);
    }
  }
  const path = cells.join('');
  if (patterns.size < 100) patterns.set(label, path);
  return path;
}

export const QrCode = memo(function QrCode({ label, size = 90 }: { label: string; size?: number }) {
  const finder = (x: number, y: number) =>
    `M${x} ${y}h7v7h-7zM${x + 1} ${y + 1}v5h5v-5zM${x + 2} ${y + 2}h3v3h-3z`;
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`-1 -1 ${N + 2} ${N + 2}`}
      shapeRendering="crispEdges"
      style={{ background: '#fff', display: 'block' }}
    >
      <path fillRule="evenodd" d={finder(0, 0) + finder(N - 7, 0) + finder(0, N - 7)} fill="#000" />
      <path d={cellsPath(label)} fill="#000" />
    </svg>
  );
});
