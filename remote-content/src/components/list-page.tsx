import Container from '@mui/material/Container';
import { Seo } from '@site/shared/seo';
import type { ReactNode } from 'react';
import { LoadingState } from '@site/shared/ui/content-states';
import { PageHeader } from '@site/shared/ui/page-header';
import { StaticContent } from '@site/shared/ui/static-content';

/** A list page's own words: its heading, the line under it, its meta description and the spinner's label. */
export interface ListPageCopy {
  title: string;
  subtitle: string;
  /** Meta description. */
  description: string;
  loadingLabel: string;
}

interface ListPageProps {
  copy: ListPageCopy;
  path: string;
  isLoading: boolean;
  children: ReactNode;
}

/** The frame of the three list pages: metadata, the blue header band, then the spinner or the list. */
export function ListPage({ copy, path, isLoading, children }: ListPageProps) {
  const { title, subtitle, description, loadingLabel } = copy;
  return (
    <>
      <Seo title={title} description={description} path={path} />
      <StaticContent onFirstScreen>
        <PageHeader title={title} text={subtitle} />
      </StaticContent>
      <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
        {isLoading ? <LoadingState label={loadingLabel} /> : children}
      </Container>
    </>
  );
}
