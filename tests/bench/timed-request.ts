// One request over a keep-alive agent, timed to the µs from its start to its last byte (miss-ab.ts,
// latency-ab.ts). A POST when a JSON body is given. Anything but 200 fails the measurement.
import { request, type Agent } from 'node:http';

export function timedRequest(agent: Agent, url: string, body?: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const t = performance.now();
    const req = request(url, { agent, method: body ? 'POST' : 'GET', headers: body ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } : {} }, (res) => {
      res.resume();
      res.on('end', () => (res.statusCode === 200 ? resolve(performance.now() - t) : reject(new Error(`${url}: ${res.statusCode}`))));
    });
    req.on('error', reject);
    req.end(body);
  });
}
