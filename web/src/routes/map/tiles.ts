/** pigeon-maps provider from a tile template: {s} rotates over subdomains 1-4 so browsers fetch in parallel. */
export function tileProvider(template: string) {
  return (x: number, y: number, z: number) =>
    template
      .replaceAll('{s}', String(((x + y) % 4) + 1))
      .replaceAll('{x}', String(x))
      .replaceAll('{y}', String(y))
      .replaceAll('{z}', String(z));
}
