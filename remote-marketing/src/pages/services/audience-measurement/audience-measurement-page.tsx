import { MarketingPage } from '../../../sections/marketing-page';
import { audienceMeasurementPage } from './audience-measurement-page-content';

/** /servicios/medicion-audiencia (SPEC §2.10). */
export default function AudienceMeasurementPage() {
  return <MarketingPage content={audienceMeasurementPage} />;
}
