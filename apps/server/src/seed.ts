import type { FastifyBaseLogger } from 'fastify';
import type { AppServices } from './app.ts';
import { defaultBrandSections } from './modules/site-config/seed/default-brand.ts';
import type { AppConfig } from './platform/config.ts';

/**
 * Content a new site starts with: the brand's configuration, dictionaries and information pages.
 * Safe to run at every start: it only adds what is missing, never overwrites an operator's work.
 */
export async function seedDemoContent(
  services: AppServices,
  config: AppConfig,
  log: FastifyBaseLogger,
): Promise<void> {
  if (await services.siteConfig.seedBrand(config.SITE_BRAND_ID, defaultBrandSections)) {
    log.info({ brandId: config.SITE_BRAND_ID }, 'seeded the default site configuration');
  }
  const languages = await services.translations.seedBundled();
  if (languages.length > 0) log.info({ languages }, 'seeded dictionaries');
  const pages = await services.information.seedBundled();
  if (pages > 0) log.info({ pages }, 'seeded information pages');
}

/** The first operator; a generated password is shown once, here, and never stored in clear. */
export async function seedFirstOperator(services: AppServices, config: AppConfig): Promise<void> {
  const result = await services.operators.ensureFirstOperator(
    config.OPERATOR_LOGIN,
    config.OPERATOR_PASSWORD,
  );
  if (!result.generatedPassword) return;
  process.stdout.write(
    [
      '',
      '  ================================================================',
      `  First operator created.  login: ${config.OPERATOR_LOGIN}`,
      `  password: ${result.generatedPassword}`,
      '  It is shown only this once. Keep it safe.',
      '  ================================================================',
      '',
    ].join('\n'),
  );
}
