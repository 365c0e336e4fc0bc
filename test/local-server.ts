/**
 * An HTTP server on 127.0.0.1 for the tests of downloads: started before a file's tests and
 * closed after them. No test reaches the internet.
 */
import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';

/** Serve `handler` on a free loopback port; the returned function gives its base URL. */
export function localServer(handler: RequestListener): () => string {
  let server: Server | undefined;
  let base = '';
  beforeAll(async () => {
    const s = createServer(handler);
    server = s;
    await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(s.address() as AddressInfo).port}`;
  });
  afterAll(
    () =>
      new Promise<void>((r) => {
        if (server === undefined) r();
        else
          server.close(() => {
            r();
          });
      }),
  );
  return () => base;
}
