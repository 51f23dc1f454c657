import type { AppServices, ModuleDeps } from '../../module-deps.ts';

export class TwoFactorService {
  constructor(
    readonly deps: ModuleDeps,
    readonly services: AppServices,
  ) {}
}
