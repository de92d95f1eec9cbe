import { MarketingPage } from '../../sections/marketing-page';
import { productivityPage } from './productivity-page-content';

/** /productividad (SPEC §2.6). */
export default function ProductivityPage() {
  return <MarketingPage content={productivityPage} />;
}
