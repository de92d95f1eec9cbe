// @ts-check
// Writes the shell server's variable table in docs/configuration.md from shell/server/server-config.ts,
// so the documented variables, defaults and meanings are the code's own: the builder's env reads give
// the variables and defaults, the ServerConfig interface's doc comments give what each does.
//   node scripts/docs/config-table.mjs           rewrite the table (npm run docs:config)
//   node scripts/docs/config-table.mjs --check   exit 1 when the committed table differs
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const SERVER_CONFIG = 'shell/server/server-config.ts';
export const CONFIG_DOC = 'docs/configuration.md';
export const FIX_COMMAND = 'npm run docs:config';
const START_PREFIX = '<!-- config-table:start';
const START = `${START_PREFIX}: generated from ${SERVER_CONFIG} by \`${FIX_COMMAND}\`; edit the code, not this table -->`;
const END = '<!-- config-table:end -->';
const VARIABLE = /^[A-Z][A-Z0-9_]*(?:<[A-Z]+>[A-Z0-9_]*)*$/;

/**
 * @typedef {{ doc: string, defaultTag: string | null }} FieldDoc
 * @typedef {{ variable: string, setting: string, defaultValue: string, description: string }} ConfigEntry
 * @typedef {{ variable: string, setting: string, defaultValue: string, constant: boolean, direct: boolean }} Read
 */

/**
 * The text of the `/** … *\/` comment right before a node, without its markers; null when there is none.
 * @param {string} text @param {ts.Node} node @returns {string | null}
 */
function jsDocBefore(text, node) {
  const ranges = ts.getLeadingCommentRanges(text, node.pos) ?? [];
  const last = ranges.at(-1);
  if (!last || !text.startsWith('/**', last.pos)) return null;
  return text
    .slice(last.pos + 3, last.end - 2)
    .split('\n')
    .map((line) => line.replace(/^\s*\*?\s?/, '').trim())
    .join(' ')
    .trim();
}

/** `//` comments right before a node, joined (the builder's notes on one setting). @param {string} text @param {ts.Node} node */
function lineCommentsBefore(text, node) {
  return (ts.getLeadingCommentRanges(text, node.pos) ?? [])
    .filter((range) => text.startsWith('//', range.pos))
    .map((range) => text.slice(range.pos + 2, range.end).trim())
    .join(' ');
}

/** @param {string} raw @returns {FieldDoc} */
function fieldDoc(raw) {
  const [doc, defaultTag] = raw.split(/\s*@default\s+/);
  return { doc: (doc ?? '').trim(), defaultTag: defaultTag === undefined ? null : defaultTag.trim() };
}

/**
 * Setting path ('leads.retryMs') → its doc comment, for every member of the interface, nested ones too.
 * @param {string} text @param {ts.InterfaceDeclaration} declaration
 */
function interfaceDocs(text, declaration) {
  /** @type {Map<string, FieldDoc>} */
  const docs = new Map();
  /** @param {ts.NodeArray<ts.TypeElement>} members @param {string} prefix */
  const visit = (members, prefix) => {
    for (const member of members) {
      if (!ts.isPropertySignature(member) || !member.name) continue;
      const name = prefix + member.name.getText();
      const raw = jsDocBefore(text, member);
      if (raw) docs.set(name, fieldDoc(raw));
      const literals = member.type && ts.isUnionTypeNode(member.type) ? member.type.types : [member.type];
      for (const type of literals) if (type && ts.isTypeLiteralNode(type)) visit(type.members, `${name}.`);
    }
  };
  visit(declaration.members, '');
  return docs;
}

/**
 * A number or string the expression always has, or undefined when it depends on something.
 * @param {ts.Node} node @returns {number | string | undefined}
 */
function constantOf(node) {
  if (ts.isParenthesizedExpression(node)) return constantOf(node.expression);
  if (ts.isNumericLiteral(node)) return Number(node.text);
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isPrefixUnaryExpression(node) && node.operator === ts.SyntaxKind.MinusToken) {
    const value = constantOf(node.operand);
    return typeof value === 'number' ? -value : undefined;
  }
  if (ts.isBinaryExpression(node)) {
    const left = constantOf(node.left);
    const right = constantOf(node.right);
    if (typeof left !== 'number' || typeof right !== 'number') return undefined;
    switch (node.operatorToken.kind) {
      case ts.SyntaxKind.AsteriskToken: return left * right;
      case ts.SyntaxKind.SlashToken: return left / right;
      case ts.SyntaxKind.PlusToken: return left + right;
      case ts.SyntaxKind.MinusToken: return left - right;
      default: return undefined;
    }
  }
  return undefined;
}

/** @param {ts.Node} node */
function isUnset(node) {
  return node.kind === ts.SyntaxKind.NullKeyword || (ts.isIdentifier(node) && node.text === 'undefined');
}

/** '86400000 (24 h)' for a duration in ms, so a reader need not count zeros. @param {number} ms */
function durationNote(ms) {
  /** @type {Array<[string, number]>} */
  const units = [['h', 3_600_000], ['min', 60_000], ['s', 1000]];
  for (const [unit, size] of units) if (ms >= size && ms % size === 0) return ` (${ms / size} ${unit})`;
  return '';
}

/** @param {number | string} value @param {string} variable */
function renderConstant(value, variable) {
  if (typeof value === 'number') return `${value}${variable.endsWith('_MS') ? durationNote(value) : ''}`;
  return value === '' ? 'empty' : `\`${value}\``;
}

/**
 * A default as the docs show it, and whether it is the code's own constant (a `@default` tag may only name others).
 * @param {ts.Node | undefined} node @param {string} variable @returns {{ text: string, constant: boolean }}
 */
function renderDefault(node, variable) {
  // No fallback at all: the default comes from elsewhere, which a `@default` tag may say.
  if (!node) return { text: 'unset', constant: false };
  if (isUnset(node)) return { text: 'unset', constant: true };
  const value = constantOf(node);
  if (value !== undefined) return { text: renderConstant(value, variable), constant: true };
  return { text: `\`${node.getText().replace(/\s+/g, ' ')}\``, constant: false };
}

/** 'REMOTE_<NAME>_URL' from `REMOTE_${name.toUpperCase()}_URL`. @param {ts.Node} node @returns {string | null} */
function variableName(node) {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return VARIABLE.test(node.text) ? node.text : null;
  if (!ts.isTemplateExpression(node)) return null;
  let name = node.head.text;
  for (const span of node.templateSpans) {
    let expression = span.expression;
    while (ts.isCallExpression(expression) || ts.isPropertyAccessExpression(expression)) expression = expression.expression;
    name += `<${ts.isIdentifier(expression) ? expression.text.toUpperCase() : 'X'}>${span.literal.text}`;
  }
  return VARIABLE.test(name) ? name : null;
}

/**
 * Every variable the builder reads, with the setting it is read into and its default. An env read is
 * `env.X`, `env['X']`, a helper called as `helper(env, 'X', default)`, or a helper of this file handed
 * `env` (read inside it) or `env.X` (its default: what it returns for undefined); a local constant the
 * return value uses is followed to its declaration and to the statements that fill it.
 * @param {ts.SourceFile} source @param {ts.FunctionDeclaration} builder
 * @returns {{ reads: Read[], comments: Map<string, string> }}
 */
function builderReads(source, builder) {
  const text = source.text;
  const envParameter = builder.parameters[0];
  if (!envParameter) throw new Error(`${SERVER_CONFIG}: the builder takes no env parameter`);
  const envName = envParameter.name.getText();
  /** @typedef {ts.SignatureDeclaration & { body?: ts.Node }} Helper */
  /** The file's own helpers, declared or assigned (`const f = (env) => …`). @type {Map<string, Helper>} */
  const functions = new Map();
  for (const statement of source.statements) {
    if (ts.isFunctionDeclaration(statement) && statement.name) functions.set(statement.name.text, statement);
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      const value = declaration.initializer;
      if (ts.isIdentifier(declaration.name) && value && (ts.isArrowFunction(value) || ts.isFunctionExpression(value))) functions.set(declaration.name.text, value);
    }
  }
  const body = builder.body?.statements ?? ts.factory.createNodeArray();
  /** @type {Map<string, ts.VariableStatement>} */
  const locals = new Map();
  for (const statement of body) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (ts.isIdentifier(declaration.name)) locals.set(declaration.name.text, statement);
    }
  }
  const returned = body.find(ts.isReturnStatement)?.expression;
  if (!returned || !ts.isObjectLiteralExpression(returned)) throw new Error(`${SERVER_CONFIG}: the builder does not return an object literal`);

  /** @type {Read[]} */
  const reads = [];
  /** Setting → the builder's `//` comment on it. @type {Map<string, string>} */
  const comments = new Map();

  /**
   * The default a helper returns when handed undefined (`if (raw === undefined …) return 'info'`).
   * @param {Helper} fn @param {number} index @returns {ts.Expression | undefined}
   */
  function helperDefault(fn, index) {
    const param = fn.parameters[index]?.name.getText();
    /** @type {ts.Expression | undefined} */
    let found;
    /** @param {ts.Node} node */
    const visit = (node) => {
      if (found) return;
      if (ts.isIfStatement(node) && node.expression.getText().includes(`${param} === undefined`)) {
        const then = ts.isBlock(node.thenStatement) ? node.thenStatement.statements[0] : node.thenStatement;
        if (then && ts.isReturnStatement(then) && then.expression) found = then.expression;
      }
      ts.forEachChild(node, visit);
    };
    if (fn.body) visit(fn.body);
    return found;
  }

  /** Math.min(read, 30_000) caps what the variable can set. @param {ts.CallExpression} call */
  function capOf(call) {
    const parent = call.parent;
    if (!ts.isCallExpression(parent) || parent.expression.getText() !== 'Math.min') return '';
    const other = parent.arguments.find((argument) => argument !== call);
    const value = other && constantOf(other);
    return typeof value === 'number' ? `, at most ${value}` : '';
  }

  /**
   * @param {string} variable @param {string} setting @param {ts.Node | undefined} defaultNode
   * @param {boolean} direct @param {string} [note]
   */
  function add(variable, setting, defaultNode, direct, note = '') {
    const { text: rendered, constant } = renderDefault(defaultNode, variable);
    reads.push({ variable, setting, defaultValue: rendered + note, constant, direct });
  }

  /** @param {ts.Node} node @param {string} env @param {string} setting @param {boolean} direct @param {Set<ts.Node>} seen */
  function scan(node, env, setting, direct, seen) {
    if (seen.has(node)) return;
    seen.add(node);
    if (ts.isCallExpression(node)) {
      const args = node.arguments;
      const envIndex = args.findIndex((argument) => ts.isIdentifier(argument) && argument.text === env);
      const nameIndex = args.findIndex((argument) => variableName(argument) !== null);
      const nameArgument = args[nameIndex];
      if (envIndex !== -1 && nameArgument) {
        const fallback = args.slice(nameIndex + 1).find((argument) => argument !== args[envIndex]);
        add(/** @type {string} */ (variableName(nameArgument)), setting, fallback, direct, capOf(node));
        return;
      }
      const fn = ts.isIdentifier(node.expression) ? functions.get(node.expression.text) : undefined;
      if (fn && envIndex !== -1) {
        const parameter = fn.parameters[envIndex];
        if (!parameter) throw new Error(`${SERVER_CONFIG}: ${node.expression.getText()} is handed env but has no parameter for it`);
        const inner = parameter.name.getText();
        if (fn.body) scan(fn.body, inner, setting, direct, seen);
        return;
      }
      if (fn) {
        args.forEach((argument, index) => {
          const read = envRead(argument, env);
          if (read) {
            add(read, setting, helperDefault(fn, index), direct, capOf(node));
            seen.add(argument);
          }
        });
      }
    }
    const read = envRead(node, env);
    if (read) {
      const parent = node.parent;
      const fallback = ts.isBinaryExpression(parent) && parent.left === node
        && [ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.BarBarToken].includes(parent.operatorToken.kind)
        ? parent.right : undefined;
      add(read, setting, fallback, direct);
      return;
    }
    if (ts.isVariableDeclaration(node) && ts.isObjectBindingPattern(node.name) && node.initializer?.getText() === env) {
      for (const element of node.name.elements) add((element.propertyName ?? element.name).getText(), setting, undefined, direct);
      return;
    }
    if (ts.isIdentifier(node) && locals.has(node.text) && !isPropertyName(node)) {
      const name = node.text;
      for (const statement of body) {
        if (statement === locals.get(name) || (!ts.isVariableStatement(statement) && !ts.isReturnStatement(statement) && mentions(statement, name))) {
          scan(statement, env, setting, false, seen);
        }
      }
      return;
    }
    ts.forEachChild(node, (child) => scan(child, env, setting, direct, seen));
  }

  /** `env.X`, `env['X']` or `process.env.X`: the variable's name. @param {ts.Node} node @param {string} env @returns {string | null} */
  function envRead(node, env) {
    /** @param {ts.Node} object */
    const isEnv = (object) => (ts.isIdentifier(object) && object.text === env) || object.getText() === 'process.env';
    if (ts.isPropertyAccessExpression(node) && isEnv(node.expression)) return VARIABLE.test(node.name.text) ? node.name.text : null;
    if (ts.isElementAccessExpression(node) && isEnv(node.expression)) return variableName(node.argumentExpression);
    return null;
  }

  /** @param {ts.Node} node */
  function isPropertyName(node) {
    const parent = node.parent;
    return (ts.isPropertyAccessExpression(parent) && parent.name === node) || (ts.isPropertyAssignment(parent) && parent.name === node);
  }

  /** @param {ts.Node} node @param {string} name */
  function mentions(node, name) {
    let found = false;
    /** @param {ts.Node} child */
    const visit = (child) => {
      if (found) return;
      if (ts.isIdentifier(child) && child.text === name) found = true;
      else ts.forEachChild(child, visit);
    };
    visit(node);
    return found;
  }

  /**
   * Walks the returned object: nested objects give dotted settings; a leaf is scanned for reads.
   * @param {ts.ObjectLiteralExpression} object @param {string} prefix
   */
  function walk(object, prefix) {
    for (const property of object.properties) {
      if (ts.isSpreadAssignment(property)) {
        scan(property.expression, envName, prefix.replace(/\.$/, ''), true, new Set());
        continue;
      }
      if (!property.name) continue;
      const setting = prefix + property.name.getText();
      const comment = lineCommentsBefore(text, property);
      const value = ts.isPropertyAssignment(property) ? property.initializer : property.name;
      const nested = objectsIn(value);
      if (nested.length > 0) {
        // `fleet: redisUrl ? { … } : null`: what decides the object is read for the object's own setting.
        if (ts.isConditionalExpression(value)) scan(value.condition, envName, setting, true, new Set());
        for (const inner of nested) walk(inner, `${setting}.`);
      } else {
        const before = reads.length;
        scan(value, envName, setting, !ts.isShorthandPropertyAssignment(property), new Set());
        // A comment on an object may be about any of its settings: only a leaf's is its own.
        if (comment && reads.length > before) comments.set(setting, comment);
      }
    }
  }
  walk(returned, '');
  return { reads, comments };
}

/** @param {ts.Node} node @returns {ts.ObjectLiteralExpression[]} */
function objectsIn(node) {
  if (ts.isParenthesizedExpression(node)) return objectsIn(node.expression);
  if (ts.isObjectLiteralExpression(node)) return node.properties.some((property) => !ts.isSpreadAssignment(property)) ? [node] : [];
  if (ts.isConditionalExpression(node)) return [...objectsIn(node.whenTrue), ...objectsIn(node.whenFalse)];
  return [];
}

/**
 * The doc of a setting, or of the nearest object holding it ('leads.retryMaxMs' → 'leads').
 * @param {Map<string, FieldDoc>} docs @param {string} setting @returns {(FieldDoc & { own: boolean }) | null}
 */
function docOf(docs, setting) {
  for (let name = setting; name; name = name.includes('.') ? name.slice(0, name.lastIndexOf('.')) : '') {
    const doc = docs.get(name);
    if (doc) return { ...doc, own: name === setting };
  }
  return null;
}

/** The variables of server-config.ts in the builder's order, one entry each. @param {string} sourceText @returns {ConfigEntry[]} */
export function configEntries(sourceText) {
  const source = ts.createSourceFile(SERVER_CONFIG, sourceText, ts.ScriptTarget.Latest, true);
  const builder = source.statements.find(
    (statement) => ts.isFunctionDeclaration(statement) && statement.body && statement.parameters.length === 1
      && statement.modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword)
      && statement.type && ts.isTypeReferenceNode(statement.type),
  );
  if (!builder || !ts.isFunctionDeclaration(builder) || !builder.type || !ts.isTypeReferenceNode(builder.type)) {
    throw new Error(`${SERVER_CONFIG}: no exported builder (one env parameter, an interface as its return type)`);
  }
  const typeName = builder.type.typeName.getText();
  const declaration = source.statements.find((statement) => ts.isInterfaceDeclaration(statement) && statement.name.text === typeName);
  if (!declaration || !ts.isInterfaceDeclaration(declaration)) throw new Error(`${SERVER_CONFIG}: no interface ${typeName}`);
  const docs = interfaceDocs(source.text, declaration);

  /** @type {Map<string, Read[]>} */
  const byVariable = new Map();
  const { reads: allReads, comments } = builderReads(source, builder);
  for (const read of allReads) byVariable.set(read.variable, [...(byVariable.get(read.variable) ?? []), read]);

  return [...byVariable].map(([variable, reads]) => {
    // The setting whose doc opens with the variable's name, else one read straight into it, else the first.
    // Every variable has at least one read.
    const read = /** @type {Read} */ (reads.find((candidate) => docs.get(candidate.setting)?.doc.startsWith(variable))
      ?? reads.find((candidate) => candidate.direct) ?? reads[0]);
    const doc = docOf(docs, read.setting);
    if (!doc) throw new Error(`${SERVER_CONFIG}: ${variable} is read into ${read.setting}, which has no doc comment in ${typeName}: say what it does there`);
    let defaultValue = read.defaultValue;
    if (!read.constant && doc.own && doc.defaultTag) defaultValue = doc.defaultTag;
    // The variable column names it: a doc opening with variable names ('REDIS_URL: …') drops them.
    const description = [doc.doc.replace(/^(?:[A-Z][A-Z0-9_<>]*(?:,\s*|\s+and\s+)?)+:\s*/, ''), comments.get(read.setting) ?? '']
      .filter(Boolean)
      .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
      .map((part) => (/[.!?)]$/.test(part) ? part : `${part}.`))
      .join(' ');
    return { variable, setting: read.setting, defaultValue, description };
  });
}

/** @param {string} value */
const cell = (value) => value.replace(/\|/g, '\\|');

/** The Markdown table, markers included. @param {ConfigEntry[]} entries @returns {string} */
export function configTable(entries) {
  return [
    START,
    '',
    '| Variable | Default | What it does | Setting |',
    '|---|---|---|---|',
    ...entries.map((entry) => `| \`${entry.variable}\` | ${cell(entry.defaultValue)} | ${cell(entry.description)} | \`${entry.setting}\` |`),
    '',
    END,
  ].join('\n');
}

/** The doc with its table replaced by `table`. @param {string} doc @param {string} table @returns {string} */
export function withTable(doc, table) {
  // Found by its prefix, so a marker written by hand (or by an older generator) is replaced too.
  const start = doc.indexOf(START_PREFIX);
  const end = doc.indexOf(END);
  if (start === -1 || end === -1 || end < start) throw new Error(`${CONFIG_DOC}: the markers ${START} … ${END} are missing`);
  return doc.slice(0, start) + table + doc.slice(end + END.length);
}

/** What docs/configuration.md should hold, from the files on disk. */
export function expectedDoc(repoRoot = root) {
  const entries = configEntries(fs.readFileSync(path.join(repoRoot, SERVER_CONFIG), 'utf8'));
  return withTable(fs.readFileSync(path.join(repoRoot, CONFIG_DOC), 'utf8'), configTable(entries));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const file = path.join(root, CONFIG_DOC);
  const expected = expectedDoc();
  if (process.argv.includes('--check')) {
    if (fs.readFileSync(file, 'utf8') !== expected) {
      console.error(`${CONFIG_DOC}: the table differs from ${SERVER_CONFIG}; run \`${FIX_COMMAND}\``);
      process.exit(1);
    }
  } else {
    fs.writeFileSync(file, expected);
    console.info(`${CONFIG_DOC}: table written from ${SERVER_CONFIG}`);
  }
}
