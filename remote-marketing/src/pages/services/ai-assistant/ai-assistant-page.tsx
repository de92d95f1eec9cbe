import { MarketingPage } from '../../../sections/marketing-page';
import { aiAssistantPage } from './ai-assistant-page-content';

/** /servicios/asistente-ia (SPEC §2.12). */
export default function AiAssistantPage() {
  return <MarketingPage content={aiAssistantPage} />;
}
