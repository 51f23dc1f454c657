import { siteConfigCalls } from '@arenabet/contracts/site-config-calls';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../platform/http/errors.ts';
import { memoizedAnswer, registerCall } from '../../platform/http/route.ts';
import { signedIn } from '../operators/routes.ts';
import type { ResolvedSiteConfig, SiteConfigRow, SiteConfigService } from './service.ts';

/** The spec's error text for a brand without configuration. */
const CONFIG_ABSENT = 'config is absent';

const configAnswer = memoizedAnswer((resolved: ResolvedSiteConfig) => ({
  data: {
    type: 'site-config',
    id: `${resolved.brandId}-${resolved.countryId ?? 0}-${resolved.language}`,
    attributes: resolved,
  },
}));

export function siteConfigRoutes(
  app: FastifyInstance,
  siteConfig: SiteConfigService,
  brandId: number,
): void {
  registerCall(app, siteConfigCalls.get, async ({ query, request, reply }) => {
    const resolved = await siteConfig.resolve(brandId, query.country ?? null, query.lng ?? null);
    if (!resolved) throw new AppError(404, CONFIG_ABSENT);
    const etag = `W/"cfg-${brandId}-${resolved.countryId ?? 0}-${resolved.language}-${resolved.version}"`;
    reply.header('etag', etag).header('cache-control', 'no-cache');
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return configAnswer(resolved);
  });

  registerCall(app, siteConfigCalls.list, async () => {
    const rows = await siteConfig.listRows(brandId);
    return {
      data: {
        type: 'site-config-rows' as const,
        id: String(brandId),
        attributes: { rows: rows.map(rowAttributes) },
      },
    };
  });

  registerCall(app, siteConfigCalls.update, async ({ body, request }) => {
    const { brandId: targetBrand, countryId, language, sections } = body.data.attributes;
    const row = await siteConfig.update(
      { brandId: targetBrand, countryId: countryId ?? null, language: language ?? null },
      sections as Record<string, Record<string, unknown>>,
      signedIn(request).operatorId,
    );
    return {
      data: {
        type: 'site-config-row' as const,
        id: String(row.id),
        attributes: rowAttributes(row),
      },
    };
  });
}

function rowAttributes(row: SiteConfigRow) {
  return {
    id: row.id,
    brandId: row.brandId,
    countryId: row.countryId,
    language: row.language,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
    sections: row.sections,
  };
}
