import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

/**
 * Serves the built web app on the same port; any non-API path that is not a file gets index.html
 * so that the history-mode router can take it.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string) {
  const index = path.join(webDist, 'index.html');
  if (!fs.existsSync(index)) {
    app.log.warn(`web app not built (${index} missing): run "npm run build"`);
    return;
  }
  await app.register(fastifyStatic, { root: webDist, wildcard: false, index: false, cacheControl: false });
  const html = fs.readFileSync(index);
  app.get('/*', { schema: { hide: true }, config: { public: true } }, async (req, reply) => {
    // Unknown API paths are API errors, not pages.
    if (req.url.startsWith('/api/') || req.url === '/api') return reply.callNotFound();
    const rel = decodeURIComponent(req.url.split('?')[0]!).replace(/^\/+/, '');
    const file = path.join(webDist, rel);
    if (rel && file.startsWith(webDist) && fs.existsSync(file) && fs.statSync(file).isFile()) {
      // Hashed assets never change; index.html must always be fresh.
      if (rel.startsWith('assets/')) reply.header('cache-control', 'public, max-age=31536000, immutable');
      return reply.sendFile(rel);
    }
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
  });
}
