// Registration form rules shared by the web form and the server (spec 000 sections 3 to 5).

export * from './captcha.ts';
export * from './catalogue.ts';
export * from './field-set.ts';
export * from './form-rules.ts';
export * from './min-age.ts';
export * from './relations.ts';
