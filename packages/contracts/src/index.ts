export * from './api-prefixes.ts';
export * from './call.ts';
export * from './health.ts';
export * from './information.ts';
export * from './json-api.ts';
export * from './operators.ts';
export * from './reference.ts';
export * from './translations.ts';
