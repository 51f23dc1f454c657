import type { AppServices, ModuleDeps } from '../../module-deps.ts';

export class SecurityQuestionService {
  constructor(
    readonly deps: ModuleDeps,
    readonly services: AppServices,
  ) {}
}
