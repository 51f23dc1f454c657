import type { AppServices, ModuleDeps } from '../../module-deps.ts';

export class ProfileService {
  constructor(
    readonly deps: ModuleDeps,
    readonly services: AppServices,
  ) {}
}
