import type { AppServices, ModuleDeps } from '../../module-deps.ts';

export class PhoneActionsService {
  constructor(
    readonly deps: ModuleDeps,
    readonly services: AppServices,
  ) {}
}
