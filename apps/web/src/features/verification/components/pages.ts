/*
 * The feature's pages in one chunk: they are small, opened one after another (the status, then
 * a way to verify, then the welcome), and one import site keeps the entry's route table short.
 */
export { DocumentPage } from './document-page.tsx';
export { ProviderPage } from './provider-page.tsx';
export { VerificationPage } from './verification-page.tsx';
export { WelcomePage } from './welcome-page.tsx';
