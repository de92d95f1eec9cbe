import { MarketingPage } from '../../../sections/marketing-page';
import { internalCommunicationsPage } from './internal-communications-page-content';

/** /servicios/comunicaciones-internas (SPEC §2.13). */
export default function InternalCommunicationsPage() {
  return <MarketingPage content={internalCommunicationsPage} />;
}
