// Everything at once, for the server. The browser should import the entry it needs
// ('@arenabet/reference/languages', '.../countries', '.../phone', ...) so that a page showing a
// language picker does not download every country name and the phone metadata.
export * from './account.ts';
export * from './casino.ts';
export * from './countries.ts';
export * from './currencies.ts';
export * from './games.ts';
export * from './languages.ts';
export * from './localized.ts';
export * from './menu-sections.ts';
export * from './phone.ts';
export * from './sports.ts';
export * from './table.ts';
export * from './ui.ts';
