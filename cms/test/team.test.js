'use strict';

/**
 * The team (about us and the e-mail signatures) as the site reads it: the site's token lists the
 * seeded members with their portraits, in the editors' order (`order`, then creation), and a
 * database seeded before the team existed gets the team at its next start, without seeding
 * anything else again. Starts the real app on a throwaway SQLite file, three times.
 */
const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const Database = require('better-sqlite3');
const { get, freePort, startCms, stopCms, TOKEN } = require('./helpers');
const teamMembers = require('../src/seed/data/team-members');
const { libraryName } = require('../src/seed/media');

/** The site's query (shared/src/cms/cms-queries.ts, teamMembersQuery). */
const TEAM_QUERY = '/api/team-members?populate=*';

test('the team is readable by the site token, seeded with its portraits, in the editors’ order', async (t) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-team-'));
  const env = {
    PORT: String(await freePort()),
    DATABASE_FILENAME: path.join(dir, 'data.db'),
    CMS_PUBLIC_DIR: path.join(dir, 'public'),
    CMS_API_TOKEN: TOKEN,
  };
  t.after(() => fs.rmSync(dir, { recursive: true, force: true }));
  /** Runs SQL on the stopped instance's file, as an older database or an editor would have left it. */
  const onDatabase = (change) => {
    const db = new Database(env.DATABASE_FILENAME);
    try {
      change(db);
    } finally {
      db.close();
    }
  };
  const names = async (base) => (await get(base, TEAM_QUERY)).body.data.map((member) => member.name);

  let cms = await startCms(env);
  try {
    await t.test('the site token lists the six members, published, with photo, e-mail and LinkedIn', async () => {
      const { status, body } = await get(cms.base, TEAM_QUERY);
      assert.equal(status, 200, JSON.stringify(body));
      assert.deepEqual(body.data.map((member) => member.name), teamMembers.map((member) => member.name));
      for (const [i, member] of body.data.entries()) {
        const seeded = teamMembers[i];
        assert.equal(member.role, seeded.role);
        assert.equal(member.quote, seeded.quote);
        assert.equal(member.email, seeded.email);
        assert.match(member.email, /^[a-z]+\.[a-z]+@example\.com$/);
        assert.equal(member.linkedinUrl, seeded.linkedinUrl);
        assert.ok(member.publishedAt, `${member.name} is published`);
        assert.equal(member.photo.name, libraryName(seeded.photo));
        assert.equal(member.photo.mime, 'image/png');
        assert.equal(member.photo.alternativeText, `Retrato de ${seeded.name}`);
        assert.equal(member.photo.width, 240);
        assert.match(member.photo.url, /^\/uploads\/[^/]+\.png$/);
        const file = await get(cms.base, member.photo.url, { token: null });
        assert.equal(file.status, 200, member.photo.url);
        assert.equal(file.headers.get('content-type'), 'image/png');
      }
    });

    await t.test('one member by document id; no token: 401; writing: 405', async () => {
      const { body } = await get(cms.base, TEAM_QUERY);
      const first = body.data[0];
      const one = await get(cms.base, `/api/team-members/${first.documentId}`);
      assert.equal(one.status, 200);
      assert.equal(one.body.data.name, first.name);
      assert.equal((await get(cms.base, TEAM_QUERY, { token: null })).status, 401);
      const write = await fetch(`${cms.base}/api/team-members`, { method: 'POST', headers: { Authorization: `Bearer ${TOKEN}` } });
      assert.equal(write.status, 405);
    });
  } finally {
    await stopCms(cms);
  }

  // An editor puts Diego first by his order number: both his draft and published rows.
  onDatabase((db) => db.prepare('UPDATE team_members SET "order" = 5 WHERE name = ?').run('Diego Herrera'));
  cms = await startCms(env);
  try {
    await t.test('the list follows `order`, not the order of creation', async () => {
      const listed = await names(cms.base);
      assert.equal(listed[0], 'Diego Herrera');
      assert.deepEqual(listed.slice(1), teamMembers.map((member) => member.name).filter((name) => name !== 'Diego Herrera'));
    });
  } finally {
    await stopCms(cms);
  }

  // A database seeded before the team moved to the CMS: every other type has its content, no team.
  onDatabase((db) => {
    db.prepare('DELETE FROM team_members').run();
    db.prepare("DELETE FROM files_related_mph WHERE related_type = 'api::team-member.team-member'").run();
  });
  cms = await startCms(env);
  try {
    await t.test('an existing database gets the team at its next start, and nothing else again', async () => {
      assert.deepEqual(await names(cms.base), teamMembers.map((member) => member.name));
      assert.match(cms.output(), /content found: nothing to seed/);
      assert.match(cms.output(), /created and published \{"teamMembers":6,"files":6\}/);
      const articles = await get(cms.base, '/api/articles?fields[0]=title');
      assert.equal(articles.body.data.length, require('../src/seed/data/articles').length);
    });
  } finally {
    await stopCms(cms);
  }
});
