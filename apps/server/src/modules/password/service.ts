import type { AppServices, ModuleDeps } from '../../module-deps.ts';

export class PasswordService {
  constructor(
    readonly deps: ModuleDeps,
    readonly services: AppServices,
  ) {}
}
