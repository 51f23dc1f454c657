import type { CallContract } from '@arenabet/contracts';
import { errorBody } from '@arenabet/contracts';
import { z } from 'zod';

type JsonObject = Record<string, unknown>;

/** The OpenAPI 3.1 document of every registered call, generated from the contracts. */
export function buildOpenApiDocument(calls: readonly CallContract[], version: string): JsonObject {
  const paths: Record<string, JsonObject> = {};
  for (const call of calls) {
    const operations = paths[call.path] ?? {};
    operations[call.method.toLowerCase()] = operationOf(call);
    paths[call.path] = operations;
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Arenabet API',
      version,
      description:
        'Calls of the Arenabet site. User data travels as JSON:API (`application/vnd.api+json`, ' +
        '`data.attributes`); every error answers `ErrorBody` with `validation_errors` keyed by field.',
    },
    tags: [...new Set(calls.map((call) => call.tag))].sort().map((name) => ({ name })),
    paths,
    components: {
      schemas: { ErrorBody: toSchema(errorBody, 'output') },
      securitySchemes: {
        operatorSession: { type: 'apiKey', in: 'cookie', name: 'operator_token' },
        operatorBearer: { type: 'http', scheme: 'bearer' },
      },
    },
  };
}

function operationOf(call: CallContract): JsonObject {
  const errorResponse = {
    description: 'Error',
    content: { 'application/vnd.api+json': { schema: { $ref: '#/components/schemas/ErrorBody' } } },
  };
  return {
    summary: call.summary,
    ...(call.description ? { description: call.description } : {}),
    tags: [call.tag],
    operationId: `${call.method.toLowerCase()}${call.path.replace(/[^a-zA-Z0-9]+(.)?/g, (_, c: string | undefined) => (c ? c.toUpperCase() : ''))}`,
    parameters: [...parametersOf(call.params, 'path'), ...parametersOf(call.query, 'query')],
    ...(call.body
      ? {
          requestBody: {
            required: true,
            content: {
              [call.requestMediaType ?? call.mediaType ?? 'application/json']: {
                schema: toSchema(call.body, 'input'),
              },
            },
          },
        }
      : {}),
    ...(call.access === 'operator'
      ? { security: [{ operatorSession: [] }, { operatorBearer: [] }] }
      : {}),
    responses: {
      [String(call.successStatus ?? 200)]: {
        description: 'Success',
        content: {
          [call.mediaType ?? 'application/json']: { schema: toSchema(call.response, 'output') },
        },
      },
      '4XX': errorResponse,
      '5XX': errorResponse,
    },
  };
}

function parametersOf(
  schema: z.core.$ZodType | undefined,
  location: 'path' | 'query',
): JsonObject[] {
  if (!schema) return [];
  const json = toSchema(schema, 'input');
  const properties = (json.properties ?? {}) as Record<string, JsonObject>;
  const required = new Set((json.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: location,
    required: location === 'path' || required.has(name),
    schema: property,
    ...(typeof property.description === 'string' ? { description: property.description } : {}),
  }));
}

function toSchema(schema: z.core.$ZodType, io: 'input' | 'output'): JsonObject {
  const { $schema: _, ...json } = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    target: 'draft-2020-12',
  }) as JsonObject;
  return json;
}
