import { MarketingPage } from '../../../sections/marketing-page';
import { cloudPage } from './cloud-page-content';

/** /servicios/cloud (SPEC §2.11). */
export default function CloudPage() {
  return <MarketingPage content={cloudPage} />;
}
