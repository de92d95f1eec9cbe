import { pagesIndexQuery } from '@site/shared/cms/cms-queries';
import { runQuery, type CmsReader } from '../cms-reader';
import type { EditorPage } from './compose-site';

/**
 * The pages published in the CMS (drafts too, for an editor's preview reader), for the shell to
 * route the ones editors made; null while the CMS cannot say (and nothing is kept): the paths
 * no remote has then answer 503, not 404. One read, kept by the reader and purged on publish.
 */
export async function editorPagesIn(cms: CmsReader): Promise<EditorPage[] | null> {
  try {
    return await runQuery(cms, pagesIndexQuery);
  } catch {
    return null;
  }
}
