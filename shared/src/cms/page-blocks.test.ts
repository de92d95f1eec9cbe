import fs from 'node:fs';
import path from 'node:path';
import { pageBlockPopulate, pageBlockPopulateParams, type FieldPopulate } from './page-blocks';

// The table is written by hand; the CMS's schemas are the truth. A block or field added there and
// not here would come back unpopulated (its images missing): this test says so.
const CMS_SRC = path.resolve(__dirname, '../../../cms/src');

interface Attribute {
  type: string;
  component?: string;
  components?: string[];
}

function attributesOf(uid: string): Record<string, Attribute> {
  const [category = '', name = ''] = uid.split('.');
  const schema = JSON.parse(fs.readFileSync(path.join(CMS_SRC, 'components', category, `${name}.json`), 'utf8')) as {
    attributes: Record<string, Attribute>;
  };
  return schema.attributes;
}

/** What a renderer must populate in a component: its media, and its components with theirs. */
function populateOf(attributes: Record<string, Attribute>): Record<string, FieldPopulate> {
  const populate: Record<string, FieldPopulate> = {};
  for (const [name, attribute] of Object.entries(attributes)) {
    if (attribute.type === 'media') populate[name] = true;
    else if (attribute.type === 'component' && attribute.component) {
      const inner = populateOf(attributesOf(attribute.component));
      populate[name] = Object.keys(inner).length > 0 ? inner : true;
    }
  }
  return populate;
}

describe('pageBlockPopulate', () => {
  it('names every block of the page’s dynamic zone, with every media and component field, as the CMS’s schemas say', () => {
    const page = JSON.parse(
      fs.readFileSync(path.join(CMS_SRC, 'api', 'page', 'content-types', 'page', 'schema.json'), 'utf8'),
    ) as { attributes: { blocks: Attribute } };
    const blocks = page.attributes.blocks.components ?? [];
    expect(Object.keys(pageBlockPopulate).sort()).toEqual([...blocks].sort());
    for (const block of blocks) {
      expect([block, pageBlockPopulate[block as keyof typeof pageBlockPopulate]]).toEqual([block, populateOf(attributesOf(block))]);
    }
  });

  it('becomes Strapi’s bracket parameters, down to the images of a component’s components', () => {
    expect(pageBlockPopulateParams).toContain('populate[blocks][on][blocks.hero-image][populate][image]');
    expect(pageBlockPopulateParams).toContain('populate[blocks][on][blocks.hero-image][populate][actions]');
    expect(pageBlockPopulateParams).toContain('populate[blocks][on][blocks.application-groups][populate][groups][populate][cases][populate][image]');
    // A block with neither media nor components is named alone, so the zone still returns it.
    expect(pageBlockPopulateParams).toContain('populate[blocks][on][blocks.team]');
    expect(pageBlockPopulateParams).not.toContain('populate[blocks][on][blocks.hero-image]');
    expect(new Set(pageBlockPopulateParams).size).toBe(pageBlockPopulateParams.length);
  });
});
