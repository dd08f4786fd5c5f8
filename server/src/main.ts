// Process entry: configuration, then listen. A bad environment stops here with the variable's name.
import { adminSiteOf, buildGateway, mobileSiteOf } from './app';
import { ConfigError, loadConfig } from './config';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const app = await buildGateway(config);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void app.close().then(() => process.exit(0)));
  }
  await app.listen({ port: config.port, host: config.host });
  // The mobile site, same process, own origin (docs/decisions/0100).
  if (config.mobilePort) await mobileSiteOf(app).listen({ port: config.mobilePort, host: config.host });
  // The back office, same process, own origin (docs/decisions/0118).
  if (config.adminPort) await adminSiteOf(app).listen({ port: config.adminPort, host: config.host });
}

await main();
