import { MarketingPage } from '../../../sections/marketing-page';
import { contentManagementPage } from './content-management-page-content';

/** /servicios/gestion-contenidos (SPEC §2.8). */
export default function ContentManagementPage() {
  return <MarketingPage content={contentManagementPage} />;
}
