import { PageSection } from '../../sections/page-section';
import { LinkCardGrid, type LinkCard } from '../../components/link-card-grid';

/** '¿Buscas un producto específico?' (SPEC §2.4): four cards, each a link to its page. */
export function ProductGrid({ products }: { products: LinkCard[] }) {
  return (
    <PageSection
      id="productos-destacados"
      eyebrow="Productos"
      title="¿Buscas un producto específico?"
      subtitle="Estas son las soluciones que más nos piden. Conoce cómo funcionan y qué resultados entregan."
      background="surface"
    >
      <LinkCardGrid cards={products} actionLabel="Ver producto" />
    </PageSection>
  );
}
