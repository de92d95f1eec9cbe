import fs from 'node:fs';
import path from 'node:path';
import { contactServices } from '@site/shared/contact';

// The CMS (a Strapi app of its own) cannot import the site's list: its lead schema writes the
// services again, and a lead whose service it does not list is refused there and waits in the
// outbox for ever. This test keeps the two lists one.
const schemaFile = path.resolve(__dirname, '../../../cms/src/api/lead/content-types/lead/schema.json');

interface LeadSchema {
  attributes: { service: { type: string; enum: string[] } };
}

it("lists in the CMS's lead schema exactly the contact form's services, in the form's order", () => {
  const schema = JSON.parse(fs.readFileSync(schemaFile, 'utf8')) as LeadSchema;
  expect(schema.attributes.service.type).toBe('enumeration');
  expect(schema.attributes.service.enum).toEqual([...contactServices]);
});
