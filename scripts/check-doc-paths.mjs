// @ts-check
// Fails when the docs or a comment name a repository path that does not exist (run by `npm run lint`), so a
// moved or renamed file cannot leave a newcomer following a dead pointer. It reads every Markdown file and the
// comments of every source file git tracks (ignored files, node_modules and builds are never read), and checks:
//   - paths that start with one of the repository's top-level folders (`shell/server/app.ts`, `scripts/bench/`),
//     from the repository's root, the file's folder or its package's folder, a module's extension optional;
//   - the targets of relative Markdown links (`[x](operations.md#shared-state-in-redis)`), headings included.
// Left alone: URLs, package specifiers (`@site/shared/cms`), placeholders (`<name>`), globs (`*`), and paths git
// ignores (`shell/dist-server/main.cjs`, `cms/.tmp/data.db`): generated, so absent from a clean clone.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SOURCE = /\.(?:ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;
const MODULE_EXTENSIONS = ['.ts', '.tsx', '.d.ts', '.mjs', '.js', '.cjs', '.json'];
// Characters a placeholder, glob or template brings: such a token names many paths, or none yet.
const NOT_A_PATH = /[<>*{}$…?=&%+\\]|\.\.\./;

/**
 * @typedef {{ path: string, line: number }} Mention
 * @typedef {{ file: string, line: number, path: string, why: string }} Miss
 */

/** @param {string} text */
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The repository's top-level folders, from the files it tracks (`.ci`, `shell`, `remote-tools`, …).
 * @param {string[]} files @returns {string[]}
 */
export function topLevelFolders(files) {
  return [...new Set(files.filter((file) => file.includes('/')).map((file) => file.slice(0, file.indexOf('/'))))].sort();
}

/**
 * `folder/sub/`, `folder/sub/file.ext`, deeper, or in a hidden folder (`.ci/run`): two bare words joined by
 * a slash are as often prose ("the shell/remotes split") as a path.
 * @param {string} candidate
 */
function looksLikePath(candidate) {
  const segments = candidate.split('/');
  return candidate.startsWith('.') || candidate.endsWith('/') || /\.[A-Za-z0-9]+$/.test(segments.at(-1) ?? '') || segments.length >= 3;
}

/**
 * The repository paths a text names, with the line of each (`firstLine` is the text's first line in its file).
 * @param {string} text @param {string[]} folders @returns {Mention[]}
 */
export function pathsInText(text, folders, firstLine = 1) {
  // Not after a word, a slash, a dot or a colon: `@site/shared/cms`, `https://host/shell/…`, `../cms/x` and
  // `myshell/` are not paths from the root.
  const pattern = new RegExp(`(?<![\\w@/.:~$-])(?:${folders.map(escape).join('|')})/[^\\s\`'"()[\\],;|]*`, 'g');
  /** @type {Mention[]} */
  const mentions = [];
  for (const match of text.matchAll(pattern)) {
    const found = match[0]
      .replace(/#.*$/, '')
      .replace(/:\d+(?::\d+)?$/, '')
      .replace(/[.:!]+$/, '');
    if (NOT_A_PATH.test(found) || !looksLikePath(found)) continue;
    const line = firstLine + (text.slice(0, match.index).match(/\n/g)?.length ?? 0);
    mentions.push({ path: found, line });
  }
  return mentions;
}

/**
 * Relative link targets of a Markdown text (`[text](target)`), URLs and mail links left out.
 * @param {string} markdown @returns {Mention[]}
 */
export function linkTargets(markdown) {
  /** @type {Mention[]} */
  const targets = [];
  for (const match of markdown.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
    const target = match[1];
    if (!target || /^[a-z][a-z0-9+.-]*:/i.test(target) || NOT_A_PATH.test(target.replace(/#.*$/, ''))) continue;
    targets.push({ path: target, line: 1 + (markdown.slice(0, match.index).match(/\n/g)?.length ?? 0) });
  }
  return targets;
}

/**
 * GitHub's anchors of a Markdown file's headings (`## 8. Performance` → `8-performance`), outside code blocks.
 * @param {string} markdown @returns {Set<string>}
 */
export function headingAnchors(markdown) {
  /** @type {Set<string>} */
  const anchors = new Set();
  /** @type {Map<string, number>} */
  const seen = new Map();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*```/.test(line)) fenced = !fenced;
    const heading = !fenced && /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const slug = (heading[1] ?? '').toLowerCase().replace(/[^\p{L}\p{N}\s_-]/gu, '').replace(/\s/g, '-');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

/**
 * The comments of a source file, each with its first line.
 * @param {string} sourceText @param {string} fileName @returns {Array<{ text: string, line: number }>}
 */
export function commentsOf(sourceText, fileName) {
  const source = ts.createSourceFile(fileName, sourceText, ts.ScriptTarget.Latest, true);
  /** @type {Map<number, ts.CommentRange>} */
  const ranges = new Map();
  /** @param {ts.CommentRange[] | undefined} list */
  const collect = (list) => {
    for (const range of list ?? []) ranges.set(range.pos, range);
  };
  /** @param {ts.Node} node */
  const visit = (node) => {
    collect(ts.getLeadingCommentRanges(sourceText, node.getFullStart()));
    collect(ts.getTrailingCommentRanges(sourceText, node.getEnd()));
    ts.forEachChild(node, visit);
  };
  visit(source);
  return [...ranges.values()]
    .sort((a, b) => a.pos - b.pos)
    .map((range) => ({ text: sourceText.slice(range.pos, range.end), line: source.getLineAndCharacterOfPosition(range.pos).line + 1 }));
}

/**
 * True when `candidate` names a file or folder under `base`, a module's extension or index optional.
 * @param {string} base @param {string} candidate
 */
function existsUnder(base, candidate) {
  const full = path.join(base, candidate);
  if (fs.existsSync(full)) return !candidate.endsWith('/') || fs.statSync(full).isDirectory();
  return MODULE_EXTENSIONS.some((extension) => fs.existsSync(full + extension) || fs.existsSync(path.join(full, `index${extension}`)));
}

/**
 * The folders a path in `file` may be relative to: the root, the file's folder, its package's folder.
 * @param {string} repoRoot @param {string} file
 */
function basesOf(repoRoot, file) {
  const bases = [repoRoot, path.join(repoRoot, path.dirname(file))];
  for (let folder = path.dirname(file); folder !== '.'; folder = path.dirname(folder)) {
    if (fs.existsSync(path.join(repoRoot, folder, 'package.json'))) {
      bases.push(path.join(repoRoot, folder));
      break;
    }
  }
  return bases;
}

/** @param {string} repoRoot @param {string[]} args @param {string} [input] */
function git(repoRoot, args, input) {
  const result = spawnSync('git', args, { cwd: repoRoot, input, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.error) throw result.error;
  return result;
}

/** Every path the docs and comments name that does not exist. @returns {Miss[]} */
export function missingPaths(repoRoot = root) {
  const listed = git(repoRoot, ['ls-files', '-z', '--cached', '--others', '--exclude-standard']);
  if (listed.status !== 0) throw new Error(`git ls-files failed: ${listed.stderr}`);
  const files = listed.stdout.split('\0').filter((file) => file && fs.existsSync(path.join(repoRoot, file)));
  const folders = topLevelFolders(files);
  /** @type {Miss[]} */
  const misses = [];
  /** @type {Map<string, Set<string>>} */
  const anchorsByFile = new Map();
  /** @param {string} full */
  const anchorsOf = (full) => {
    if (!anchorsByFile.has(full)) anchorsByFile.set(full, headingAnchors(fs.readFileSync(full, 'utf8')));
    return /** @type {Set<string>} */ (anchorsByFile.get(full));
  };

  for (const file of files) {
    const isMarkdown = file.endsWith('.md');
    if (!isMarkdown && !SOURCE.test(file)) continue;
    const text = fs.readFileSync(path.join(repoRoot, file), 'utf8');
    const bases = basesOf(repoRoot, file);
    const mentions = isMarkdown
      ? pathsInText(text, folders)
      : commentsOf(text, file).flatMap((comment) => pathsInText(comment.text, folders, comment.line));
    for (const mention of mentions) {
      if (!bases.some((base) => existsUnder(base, mention.path))) misses.push({ file, ...mention, why: 'no such file or folder' });
    }
    if (!isMarkdown) continue;
    for (const link of linkTargets(text)) {
      const [target, anchor] = link.path.split('#');
      const full = target ? path.join(repoRoot, path.dirname(file), decodeURIComponent(target)) : path.join(repoRoot, file);
      if (!fs.existsSync(full)) misses.push({ file, line: link.line, path: link.path, why: 'link to no such file' });
      else if (anchor && full.endsWith('.md') && !anchorsOf(full).has(anchor)) misses.push({ file, line: link.line, path: link.path, why: 'link to no such heading' });
    }
  }

  // A path git ignores is generated (a build, a database, a log): absent from a clean clone, never a miss.
  // Asked as a folder too: a pattern such as `dist/` matches only a folder, which git cannot tell from a
  // name that does not exist.
  const candidates = [...new Set(misses.filter((miss) => miss.why === 'no such file or folder').map((miss) => miss.path.replace(/\/$/, '')))];
  const asked = candidates.flatMap((candidate) => [candidate, `${candidate}/`]);
  const ignored = new Set(
    asked.length === 0 ? [] : git(repoRoot, ['check-ignore', '--no-index', '--stdin'], asked.join('\n')).stdout.split('\n').filter(Boolean).map((line) => line.replace(/\/$/, '')),
  );
  const reported = new Set();
  return misses.filter((miss) => {
    const key = `${miss.file}:${miss.line}:${miss.path}`;
    if (ignored.has(miss.path.replace(/\/$/, '')) || reported.has(key)) return false;
    reported.add(key);
    return true;
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const misses = missingPaths();
  if (misses.length > 0) {
    console.error(`Paths named in the docs or in comments that do not exist (${misses.length}):`);
    for (const miss of misses) console.error(`  ${miss.file}:${miss.line}: ${miss.path} (${miss.why})`);
    console.error('Name the path as it is now, or drop the mention (scripts/check-doc-paths.mjs says what counts as a path).');
    process.exit(1);
  }
}
