// The content service's entities (SPEC §3) as the pages use them: every field
// the CMS may leave empty is `null` or an empty list, never `undefined`, so a
// page only has to decide what to show when something is missing.

export interface Category {
  id: number;
  name: string;
}

export interface Author {
  name: string;
  avatarUrl: string | null;
  linkedin: string | null;
  email: string | null;
}

export interface Article {
  id: number;
  slug: string;
  title: string;
  description: string;
  /** Markdown. */
  content: string;
  coverUrl: string | null;
  featured: boolean;
  categories: Category[];
  author: Author | null;
}

/** An article as its card shows it: everything but the Markdown body. */
export type ArticleSummary = Omit<Article, 'content'>;

export interface NamedItem {
  id: number;
  name: string;
}

export interface MediaItem {
  id: number;
  url: string;
}

export interface CaseHighlight {
  number: number | null;
  text: string;
}

export interface CaseResult {
  id: number;
  title: string;
  description: string;
}

export interface SuccessCase {
  id: number;
  title: string;
  company: string;
  description: string;
  imageUrl: string | null;
  categories: Category[];
  highlight: CaseHighlight | null;
  contentCompanyDescription: string | null;
  contentCompanyImageUrl: string | null;
  outstandingTitle: string | null;
  /** Markdown. */
  outstandingContent: string | null;
  outstandingMedia: MediaItem[];
  contentChallenges: NamedItem[];
  contentSolutions: NamedItem[];
  contentVideoUrl: string | null;
  contentResults: CaseResult[];
}

export interface Material {
  id: number;
  title: string;
  description: string;
  downloadUrl: string | null;
  categories: Category[];
}

export interface ProductCategory {
  id: number;
  slug: string;
  name: string;
}

export interface Product {
  id: number;
  slug: string;
  name: string;
  brand: string | null;
  description: string;
  resolution: string | null;
  /** Brightness, e.g. '500 nits'. */
  glow: string | null;
  system: string | null;
  operation: string | null;
  features: NamedItem[];
  displaySizes: NamedItem[];
  imagesUrl: MediaItem[];
  categories: ProductCategory[];
}
