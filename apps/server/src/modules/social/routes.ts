import type { FastifyInstance } from 'fastify';
import type { AppServices, ModuleDeps } from '../../module-deps.ts';

export function socialRoutes(
  _app: FastifyInstance,
  _services: AppServices,
  _deps: ModuleDeps,
): void {}
