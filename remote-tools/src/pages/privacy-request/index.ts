// The exposed module: the page and, beside it, what the server reads for its first view.
export { default } from './privacy-request-page';
export { pageData } from './page-data';
