import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Below this an answer goes as it is: a few hundred bytes gain little and the encoding costs
 * CPU on every request. Configuration, dictionaries, lists and histories are well above it.
 */
export const COMPRESS_FROM_BYTES = 1024;

/**
 * API answers compressed by the request's Accept-Encoding (brotli at a fast level, or gzip),
 * with `Vary: Accept-Encoding`. What is compressed already passes untouched: the feed's ready
 * gzip and brotli answers, the web app's pre-compressed files. The WebSocket is no HTTP answer.
 * Registered before any route: the plugin attaches itself to each route as it is added.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    threshold: COMPRESS_FROM_BYTES,
    encodings: ['br', 'gzip'],
  });
}
