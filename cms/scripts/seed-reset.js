#!/usr/bin/env node
'use strict';

/**
 * Deletes the SQLite database (DATABASE_FILENAME, default .tmp/data.db, relative to cms/) and
 * the uploaded files (<CMS_PUBLIC_DIR, default public/>/uploads/*, keeping .gitkeep), so the
 * next start creates the tables again and seeds the content and its media anew. Never touches
 * PostgreSQL: with DATABASE_CLIENT=postgres it only explains what to do.
 */
const fs = require('node:fs');
const path = require('node:path');
const { cmsEnv } = require('../config/env-schema');

const env = cmsEnv();
if (env.DATABASE_CLIENT !== 'sqlite') {
  console.error('seed:reset only deletes the SQLite file. With PostgreSQL, drop and re-create the database (or its schema), then start the CMS.');
  process.exit(1);
}

const file = path.resolve(__dirname, '..', env.DATABASE_FILENAME);
let removed = 0;
for (const f of [file, `${file}-journal`, `${file}-wal`, `${file}-shm`]) {
  if (fs.existsSync(f)) {
    fs.rmSync(f);
    removed += 1;
  }
}
console.log(removed ? `Deleted ${file}: the next start seeds the content again.` : `No database at ${file}: the next start seeds the content.`);

// The media library's files belong to that database: without them its rows would point nowhere,
// and with the rows gone the files would only pile up (the seed uploads them again).
const uploads = path.join(path.resolve(__dirname, '..', env.CMS_PUBLIC_DIR), 'uploads');
let files = 0;
if (fs.existsSync(uploads)) {
  for (const name of fs.readdirSync(uploads)) {
    if (name === '.gitkeep') continue;
    fs.rmSync(path.join(uploads, name), { recursive: true, force: true });
    files += 1;
  }
}
console.log(`Deleted ${files} uploaded files from ${uploads}.`);
