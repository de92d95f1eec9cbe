// The exposed module: the page and, beside it, what the server reads for its
// first view. Kept apart so the page file exports only a component and stays
// a React Fast Refresh boundary (an edit to it updates in place in `npm run dev`).
export { default } from './privacy-page';
export { pageData } from './page-data';
