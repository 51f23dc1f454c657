import { translationCalls } from '@arenabet/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../../platform/http/errors.ts';
import { memoizedAnswer, registerCall } from '../../platform/http/route.ts';
import type { Dictionary, TranslationService } from './service.ts';

/** Clients may keep a dictionary for 15 minutes (the spec's dictionary cache). */
const CACHE_CONTROL = 'public, max-age=900';

const byLangAnswer = memoizedAnswer((dictionary: Dictionary) => ({
  data: {
    type: 'dictionary',
    id: dictionary.language,
    attributes: {
      language: dictionary.language,
      version: dictionary.version,
      dictionaryMap: dictionary.json,
    },
  },
}));

const unitAnswer = memoizedAnswer((dictionary: Dictionary) => ({
  data: {
    type: 'dictionary-unit',
    id: dictionary.language,
    attributes: {
      language: dictionary.language,
      version: dictionary.version,
      units: dictionary.entries,
    },
  },
}));

export function translationRoutes(app: FastifyInstance, translations: TranslationService): void {
  registerCall(app, translationCalls.byLang, async ({ params, request, reply }) => {
    const dictionary = await dictionaryOr404(translations, params.lang);
    if (notModified(request, reply, dictionary)) return reply;
    return byLangAnswer(dictionary);
  });

  registerCall(app, translationCalls.unit, async ({ params, request, reply }) => {
    const dictionary = await dictionaryOr404(translations, params.lang);
    if (notModified(request, reply, dictionary)) return reply;
    return unitAnswer(dictionary);
  });

  registerCall(app, translationCalls.update, async ({ params, body }) => {
    const version = await translations.setEntries(params.lang, body.data.attributes.entries);
    return {
      data: {
        type: 'dictionary-version' as const,
        id: params.lang,
        attributes: { language: params.lang, version },
      },
    };
  });
}

async function dictionaryOr404(translations: TranslationService, language: string) {
  const dictionary = await translations.dictionary(language);
  if (!dictionary) throw notFound('dictionary_not_found');
  return dictionary;
}

function notModified(
  request: FastifyRequest,
  reply: FastifyReply,
  dictionary: Dictionary,
): boolean {
  const etag = `W/"dict-${dictionary.language}-${dictionary.version}"`;
  reply.header('etag', etag).header('cache-control', CACHE_CONTROL);
  if (request.headers['if-none-match'] !== etag) return false;
  reply.code(304).send();
  return true;
}
