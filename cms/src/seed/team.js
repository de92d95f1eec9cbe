// @ts-check
'use strict';

/**
 * Seeds the team (src/seed/data/team-members.js) when the team-member table is empty, apart from
 * the rest of the seed (src/seed/index.js runs only on a database with no content at all): a
 * database seeded before the team moved to the CMS gets it at its next start. Drafts count as
 * rows; a table an editor emptied is seeded again at the next start unless CMS_SEED=false (as in
 * production). The photos go up through the seed's uploader (src/seed/media.js), with Spanish
 * alternative text, in one transaction with the entries.
 */
const teamMembers = require('./data/team-members');
const { createSeedUploader } = require('./media');
const { cmsEnv } = require('../../config/env-schema');

const TEAM_MEMBER_UID = 'api::team-member.team-member';

/**
 * The team's photos, with their alternative text.
 * @returns {Map<string, { alternativeText: string | null, caption: string | null }>}
 */
function teamMediaInfo() {
  return new Map(teamMembers.map((member) => [member.photo, { alternativeText: `Retrato de ${member.name}`, caption: null }]));
}

/**
 * @param {any} strapi
 * @param {ReturnType<typeof createSeedUploader>} uploader
 */
async function seedTeam(strapi, uploader) {
  await uploader.uploadAll(teamMediaInfo(), cmsEnv().CMS_SEED_UPLOAD_CONCURRENCY);
  for (const member of teamMembers) {
    await strapi.documents(TEAM_MEMBER_UID).create({
      data: {
        name: member.name,
        role: member.role,
        photo: uploader.idOf(member.photo),
        quote: member.quote,
        email: member.email,
        linkedinUrl: member.linkedinUrl ?? null,
        order: member.order,
      },
      status: 'published',
    });
  }
  return { teamMembers: teamMembers.length, files: uploader.count() };
}

/** @param {any} strapi */
async function seedTeamIfEmpty(strapi) {
  if ((await strapi.db.query(TEAM_MEMBER_UID).count()) > 0) {
    strapi.log.info('[cms seed] team members found: nothing to seed.');
    return false;
  }
  const started = Date.now();
  const uploader = createSeedUploader(strapi);
  let counts;
  try {
    counts = await strapi.db.transaction(() => seedTeam(strapi, uploader));
  } catch (error) {
    const removed = await uploader.removeUploaded().catch(() => 0);
    strapi.log.error(`[cms seed] the team failed, nothing was created (${removed} uploaded files removed again).`);
    throw error;
  }
  strapi.log.info(`[cms seed] created and published ${JSON.stringify(counts)} in ${Date.now() - started} ms.`);
  return true;
}

module.exports = { seedTeamIfEmpty, teamMediaInfo, TEAM_MEMBER_UID };
