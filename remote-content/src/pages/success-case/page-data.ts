import { caseByIdQuery, type PageData } from '@site/shared/cms';
import { caseIdFromRoute } from './success-case-state';

/** What the server reads for the first view (then handed to swr, so the browser does not read it again). */
export const pageData: PageData = ({ params }) => {
  const id = caseIdFromRoute(params.id);
  return id === null ? [] : [caseByIdQuery(id)];
};
