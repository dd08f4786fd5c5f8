// The Node.js flags the gateway runs with in production (`npm start`: scripts/start.mjs) and under the
// tests and the bench (tests/support/stack.ts), so every figure is measured on the process visitors get.
// server/package.json's own start script repeats them (a test keeps the two in step).
// --max-semi-space-size=64: V8's young generation grows to 64 MB semi-spaces (default 16 MB). A page render
// allocates a few MB of short-lived objects; with the default, scavenges promoted many of them to the old
// generation, whose collections then competed for the second core. +17-21% uncached renders per second,
// lower resident memory under load (docs/decisions/0061).
// --max-old-space-size=512: every cache of the gateway is bounded (server/src/cache-plan.ts: the in-memory
// shared store 128 MB, operation results 32 MB of JSON, hot answers 16 MB, 500 pages whose bodies live outside
// the heap), but V8 sizes the old generation from the machine's memory and kept
// growing it through a 10,000-page crawl (295 → 1,008 MB RSS on a 24 GB machine) instead of collecting. A
// cap makes it collect and makes one gateway's memory a number a deployment can plan for (docs/deploy.md).
export const SERVER_NODE_ARGS = ['--enable-source-maps', '--max-semi-space-size=64', '--max-old-space-size=512'];
