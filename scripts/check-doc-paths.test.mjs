import { commentsOf, headingAnchors, linkTargets, pathsInText, topLevelFolders } from './check-doc-paths.mjs';

const folders = topLevelFolders(['.ci/run', 'shell/server/app.ts', 'shared/build/topology.mjs', 'remote-tools/package.json', 'docs/README.md', 'README.md']);
/** @param {string} text */
const paths = (text) => pathsInText(text, folders).map((mention) => mention.path);

describe('topLevelFolders', () => {
  it('takes the first folder of every tracked file, hidden ones too', () => {
    expect(folders).toEqual(['.ci', 'docs', 'remote-tools', 'shared', 'shell']);
  });
});

describe('pathsInText', () => {
  it('finds paths from a top-level folder, with their line, without the sentence around them', () => {
    expect(pathsInText('Read `shell/server/app.ts`.\nThen docs/README.md: and .ci/run, then shared/build/.', folders)).toEqual([
      { path: 'shell/server/app.ts', line: 1 },
      { path: 'docs/README.md', line: 2 },
      { path: '.ci/run', line: 2 },
      { path: 'shared/build/', line: 2 },
    ]);
  });

  it('drops a line number or an anchor after the path', () => {
    expect(paths('shell/server/app.ts:12:3 and docs/README.md#citations-in-the-code')).toEqual(['shell/server/app.ts', 'docs/README.md']);
  });

  it('leaves URLs, package specifiers, relative paths and other folders alone', () => {
    expect(paths('https://example.com/shell/server/x.ts @site/shared/build/topology ../shell/src/a.ts myshell/a/b.ts src/pages/x.ts')).toEqual([]);
  });

  it('leaves placeholders, globs and templates alone', () => {
    expect(paths('remote-tools/src/pages/<page>/index.ts shell/server/*.test.ts shared/{src,build}/ shell/${name}/x.ts shell/…/x.ts')).toEqual([]);
  });

  it('takes two bare words for prose, a folder with its slash or a file for a path', () => {
    expect(paths('the shell/remotes split, shell/server/, shell/package.json, shared/build/dev')).toEqual(['shell/server/', 'shell/package.json', 'shared/build/dev']);
  });
});

describe('linkTargets', () => {
  it('gives relative link targets with their line, not URLs or mail links', () => {
    const markdown = 'See [ops](operations.md#redis) and [cms](../cms/README.md "CMS").\n[site](https://example.com) [mail](mailto:a@b.c) [here](#top)';
    expect(linkTargets(markdown)).toEqual([
      { path: 'operations.md#redis', line: 1 },
      { path: '../cms/README.md', line: 1 },
      { path: '#top', line: 2 },
    ]);
  });
});

describe('headingAnchors', () => {
  it("gives GitHub's anchors, numbered when repeated, and not from code blocks", () => {
    const anchors = headingAnchors('# Guía para editores\n## 8. Performance\n## Ports and processes (for developers)\n```\n# not a heading\n```\n## 8. Performance\n');
    expect([...anchors]).toEqual(['guía-para-editores', '8-performance', 'ports-and-processes-for-developers', '8-performance-1']);
  });
});

describe('commentsOf', () => {
  it('gives the comments of a source file with their lines, not its strings', () => {
    const source = "// first: shell/a/b.ts\nconst path = 'shell/not/a-comment.ts';\n/**\n * docs/x.md\n */\nexport const x = 1; // trailing\n";
    expect(commentsOf(source, 'file.ts')).toEqual([
      { text: '// first: shell/a/b.ts', line: 1 },
      { text: '/**\n * docs/x.md\n */', line: 3 },
      { text: '// trailing', line: 6 },
    ]);
  });
});
