import { siteConfigSections } from '@arenabet/contracts/site-config';
import { readSiteSettings } from '@arenabet/domain';
import { isLanguageId } from '@arenabet/reference/languages';
import { badRequest } from '../../platform/http/errors.ts';
import { toValidationErrors } from '../../platform/http/validation.ts';

/**
 * A configuration the site can run on: it has every section the contract requires, and its
 * languages are languages of the site (a default outside them would send visitors in circles).
 * Throws a 400 with `validation_errors` under `sections.`.
 */
export function assertUsableConfig(effective: unknown): void {
  const parsed = siteConfigSections.safeParse(effective);
  if (!parsed.success) {
    const errors = toValidationErrors(parsed.error, 'sections');
    throw badRequest(
      'validation_failed',
      Object.fromEntries(Object.entries(errors).map(([field, keys]) => [prefixed(field), keys])),
    );
  }
  const { languages } = readSiteSettings(parsed.data);
  if (![languages.default, ...languages.available].every(isLanguageId)) {
    throw badRequest('validation_failed', {
      'sections.mainLanguage': ['validation_invalid_value'],
    });
  }
}

function prefixed(field: string): string {
  return field === 'sections' ? field : `sections.${field}`;
}
