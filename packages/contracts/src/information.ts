import { z } from 'zod/mini';
import { defineCall } from './call.ts';
import { resource, resourceBody } from './json-api.ts';
import { languageCode, requiredText } from './primitives.ts';

/** Information pages the footer links to; content is kept by the server per language. */
export const INFORMATION_PAGE_SLUGS = [
  'rules',
  'privacy-policy',
  'cookies',
  'aml-kyc',
  'dispute-resolution',
  'responsible-gaming',
  'contacts',
  'about',
  'licenses',
  'payment',
  'how-to-bet',
  'taxes',
] as const;
export const informationPageSlug = z.enum(INFORMATION_PAGE_SLUGS);
export type InformationPageSlug = z.infer<typeof informationPageSlug>;

export const informationPageSummary = z.object({
  slug: informationPageSlug,
  title: z.string(),
});

export const informationPagesResponse = resource(
  'information-pages',
  z.object({ language: z.string(), pages: z.array(informationPageSummary) }),
);

/** `body` is a small Markdown subset: `## ` headings, paragraphs and `- ` list items. */
export const informationPageResponse = resource(
  'information-page',
  z.object({
    slug: informationPageSlug,
    language: z.string(),
    title: z.string(),
    body: z.string(),
    updatedAt: z.string(),
  }),
);
export type InformationPage = z.infer<typeof informationPageResponse>['data']['attributes'];

const languageQuery = z.object({
  lng: z.optional(languageCode),
});

export const informationPageUpdateBody = resourceBody(
  z.object({
    title: requiredText(200),
    body: requiredText(100_000, { trim: false }),
  }),
);

export const informationCalls = {
  list: defineCall({
    method: 'GET',
    path: '/web-api/information/pages',
    summary: 'Information pages of a language (titles for the footer and menus)',
    description: 'A language without its own texts gets the English ones, then the Russian ones.',
    tag: 'information',
    access: 'public',
    query: languageQuery,
    response: informationPagesResponse,
  }),
  get: defineCall({
    method: 'GET',
    path: '/web-api/information/pages/{slug}',
    summary: 'One information page in a language',
    tag: 'information',
    access: 'public',
    params: z.object({ slug: informationPageSlug }),
    query: languageQuery,
    response: informationPageResponse,
  }),
  update: defineCall({
    method: 'PUT',
    path: '/web-api/backoffice/information/{slug}/{lang}',
    summary: 'Write an information page in a language (operator)',
    tag: 'backoffice',
    access: 'operator',
    params: z.object({
      slug: informationPageSlug,
      lang: languageCode,
    }),
    body: informationPageUpdateBody,
    response: informationPageResponse,
  }),
};
