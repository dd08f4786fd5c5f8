// The SDL of this folder, for the gateway to build its executable schema from at start-up. Resolving
// the folder here (not relative to a server file) keeps it right when the server is bundled or moved.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const schemaDir = dirname(fileURLToPath(import.meta.url));

/** Every *.graphql file of the schema folder, in file-name order. */
export function loadTypeDefs(dir = schemaDir) {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.graphql'))
    .sort()
    .map((file) => readFileSync(join(dir, file), 'utf8'));
}
