import { MarketingPage } from '../../sections/marketing-page';
import { aboutUsPage } from './about-us-page-content';

/** /sobre-nosotros (SPEC §2.18). */
export default function AboutUsPage() {
  return <MarketingPage content={aboutUsPage} />;
}
