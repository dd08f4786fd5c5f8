// The node:http server behind each of the gateway's listeners (desktop, mobile, back office): slow and
// idle clients are cut off — the headers within GATEWAY_HEADERS_TIMEOUT_MS, the whole request (body
// included) within GATEWAY_REQUEST_TIMEOUT_MS, an idle keep-alive after 72 s — and each client address
// holds at most GATEWAY_CONNECTIONS_PER_ADDRESS open connections (a client holding thousands of
// byte-a-second connections no longer uses up the process's descriptors).
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { ServerConfig } from './config';

export function listenerServer(config: ServerConfig, handler: (req: IncomingMessage, res: ServerResponse) => void): Server {
  const server = createServer({ connectionsCheckingInterval: Math.min(1000, config.headersTimeoutMs) }, handler);
  server.keepAliveTimeout = 72_000;
  server.headersTimeout = config.headersTimeoutMs;
  server.requestTimeout = config.requestTimeoutMs;
  server.setTimeout(0);
  limitConnectionsPerAddress(server, config.connectionsPerAddress);
  return server;
}

/** Closes a new connection at once when its address already holds `max` open ones (0 = no cap). */
export function limitConnectionsPerAddress(server: Server, max: number): void {
  if (max <= 0) return;
  const open = new Map<string, number>();
  server.on('connection', (socket) => {
    const address = socket.remoteAddress ?? '';
    const n = (open.get(address) ?? 0) + 1;
    if (n > max) {
      socket.destroy();
      return;
    }
    open.set(address, n);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}
