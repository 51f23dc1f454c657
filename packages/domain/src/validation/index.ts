// Validation rules of spec 000/001 section 5, shared by the registration form and the server.
export * from './date-rules.ts';
export * from './edit-distance.ts';
export * from './email.ts';
export * from './email-domain-suggestion.ts';
export * from './field-rules.ts';
export * from './name.ts';
export * from './password.ts';
export * from './phone-code-search.ts';
export * from './phone-length.ts';
export * from './phone-mask.ts';
export * from './phone-number.ts';
export * from './rule.ts';
export * from './sms-code.ts';
export * from './validate-fields.ts';
