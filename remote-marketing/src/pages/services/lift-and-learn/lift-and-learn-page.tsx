import { MarketingPage } from '../../../sections/marketing-page';
import { liftAndLearnPage } from './lift-and-learn-content';

/** /servicios/lift-and-learn (SPEC §2.9). */
export default function LiftAndLearnPage() {
  return <MarketingPage content={liftAndLearnPage} />;
}
