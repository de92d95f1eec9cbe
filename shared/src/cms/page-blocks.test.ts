import fs from 'node:fs';
import path from 'node:path';
import { pageBlockNames } from './page-blocks';

const CMS_SRC = path.resolve(__dirname, '../../../cms/src');

describe('pageBlockNames', () => {
  it('names every block of the page’s dynamic zone, as the CMS’s schema says', () => {
    const page = JSON.parse(fs.readFileSync(path.join(CMS_SRC, 'api', 'page', 'content-types', 'page', 'schema.json'), 'utf8')) as {
      attributes: { blocks: { components?: string[] } };
    };
    expect([...pageBlockNames].sort()).toEqual([...(page.attributes.blocks.components ?? [])].sort());
  });
});
