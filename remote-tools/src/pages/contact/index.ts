// The exposed module: the page and, beside it, what the server reads for its first view (the
// privacy policy, whose version the form records). Kept apart so the page file stays a Fast
// Refresh boundary.
export { default } from './contact-page';
export { pageData } from './page-data';
