import { MarketingPage } from '../../../sections/marketing-page';
import { digitalSignagePage } from './digital-signage-page-content';

/** /servicios/senalizacion-digital (SPEC §2.7). */
export default function DigitalSignagePage() {
  return <MarketingPage content={digitalSignagePage} />;
}
