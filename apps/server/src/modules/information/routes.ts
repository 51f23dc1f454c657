import { informationCalls } from '@arenabet/contracts';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../platform/http/errors.ts';
import { registerCall } from '../../platform/http/route.ts';
import type { InformationPageRow, InformationService } from './service.ts';

export function informationRoutes(
  app: FastifyInstance,
  information: InformationService,
  defaultLanguage: () => Promise<string>,
): void {
  registerCall(app, informationCalls.list, async ({ query }) => {
    const { language, pages } = await information.list(query.lng ?? (await defaultLanguage()));
    return {
      data: {
        type: 'information-pages' as const,
        id: language,
        attributes: {
          language,
          pages: pages.map((page) => ({ slug: page.slug, title: page.title })),
        },
      },
    };
  });

  registerCall(app, informationCalls.get, async ({ params, query }) => {
    const page = await information.page(params.slug, query.lng ?? (await defaultLanguage()));
    if (!page) throw notFound();
    return pageResource(page);
  });

  registerCall(app, informationCalls.update, async ({ params, body }) => {
    const { title, body: text } = body.data.attributes;
    return pageResource(await information.write(params.slug, params.lang, title, text));
  });
}

function pageResource(page: InformationPageRow) {
  return {
    data: {
      type: 'information-page' as const,
      id: `${page.slug}-${page.language}`,
      attributes: {
        slug: page.slug,
        language: page.language,
        title: page.title,
        body: page.body,
        updatedAt: page.updatedAt.toISOString(),
      },
    },
  };
}
