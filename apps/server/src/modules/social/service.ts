import type { AppServices, ModuleDeps } from '../../module-deps.ts';

export class SocialService {
  constructor(
    readonly deps: ModuleDeps,
    readonly services: AppServices,
  ) {}
}
