import { MarketingPage } from '../../sections/marketing-page';
import { customerExperiencePage } from './customer-experience-page-content';

/** /experiencia-cliente (SPEC §2.5). */
export default function CustomerExperiencePage() {
  return <MarketingPage content={customerExperiencePage} />;
}
