// Tokenizes the repository's own .rules, .tiles and .scenario files with the shipped TextMate
// grammar, through the same libraries VS Code uses (vscode-textmate, vscode-oniguruma), and
// checks that keywords, names, numbers, strings and comments get their scopes.
'use strict';

const { test } = require('node:test');
const assert = require('node:assert');
const fs = require('fs');
const path = require('path');
const vsctm = require('vscode-textmate');
const oniguruma = require('vscode-oniguruma');

const repo = path.resolve(__dirname, '..', '..', '..');
const grammarPath = path.join(__dirname, '..', 'syntaxes', 'tilerules.tmLanguage.json');

let grammarPromise;
function grammar() {
  if (!grammarPromise) {
    const wasm = fs.readFileSync(require.resolve('vscode-oniguruma/release/onig.wasm')).buffer;
    const onigLib = oniguruma.loadWASM(wasm).then(() => ({
      createOnigScanner: (patterns) => new oniguruma.OnigScanner(patterns),
      createOnigString: (s) => new oniguruma.OnigString(s),
    }));
    const registry = new vsctm.Registry({
      onigLib,
      loadGrammar: async (scope) => scope === 'source.tilerules'
        ? vsctm.parseRawGrammar(fs.readFileSync(grammarPath, 'utf8'), grammarPath) : null,
    });
    grammarPromise = registry.loadGrammar('source.tilerules');
  }
  return grammarPromise;
}

/** Every line of a file as [{text, scopes}] tokens. */
async function tokenize(relative) {
  const g = await grammar();
  const lines = fs.readFileSync(path.join(repo, relative), 'utf8').split(/\r?\n/);
  let stack = vsctm.INITIAL;
  return lines.map((line) => {
    const r = g.tokenizeLine(line, stack);
    stack = r.ruleStack;
    return r.tokens.map((t) => ({ text: line.substring(t.startIndex, t.endIndex), scopes: t.scopes }));
  });
}

/** The innermost scope of the first token on a line (counted from 1) whose text is `text`. */
function scopeOf(lines, lineNo, text) {
  const token = lines[lineNo - 1].find((t) => t.text === text);
  assert.ok(token, `line ${lineNo} has no token '${text}': ${JSON.stringify(lines[lineNo - 1].map((t) => t.text))}`);
  return token.scopes[token.scopes.length - 1];
}

function lineOf(relative, needle) {
  const i = fs.readFileSync(path.join(repo, relative), 'utf8').split(/\r?\n/).findIndex((l) => l.includes(needle));
  assert.ok(i >= 0, `${relative} has no line with '${needle}'`);
  return i + 1;
}

test('a rule file: keywords, declared names, numbers, comments', async () => {
  const f = 'rulesets/base/base.rules';
  const lines = await tokenize(f);
  const header = lineOf(f, 'ruleset base {');
  assert.strictEqual(scopeOf(lines, header, 'ruleset'), 'keyword.other.declaration.tilerules');
  assert.strictEqual(scopeOf(lines, header, 'base'), 'entity.name.namespace.ruleset.tilerules');
  const option = lineOf(f, 'option farmer_points');
  assert.strictEqual(scopeOf(lines, option, 'farmer_points'), 'variable.other.constant.option.tilerules');
  assert.strictEqual(scopeOf(lines, option, '3'), 'constant.numeric.integer.tilerules');
  assert.strictEqual(scopeOf(lines, option, ' B14: per completed city next to a field'), 'comment.line.double-slash.tilerules');
  const feature = lineOf(f, 'feature city');
  assert.strictEqual(scopeOf(lines, feature, 'city'), 'entity.name.type.tilerules');
  assert.strictEqual(scopeOf(lines, feature, 'when'), 'keyword.control.tilerules');
  assert.strictEqual(scopeOf(lines, feature, '=='), 'keyword.operator.comparison.tilerules');
  assert.strictEqual(scopeOf(lines, lineOf(f, 'piece follower'), 'follower'), 'entity.name.type.tilerules');
  assert.strictEqual(scopeOf(lines, lineOf(f, 'step tile'), 'tile'), 'entity.name.function.tilerules');
  const tiles = lineOf(f, 'tiles "');
  assert.strictEqual(scopeOf(lines, tiles, 'tiles'), 'keyword.other.tilerules');
  assert.strictEqual(scopeOf(lines, tiles, '../../tiles/base.tiles'), 'string.quoted.double.tilerules');
  assert.strictEqual(scopeOf(lines, lineOf(f, 'where not complete'), 'not'), 'keyword.operator.word.tilerules');
  const t = 'rulesets/tower/tower.rules';
  assert.strictEqual(scopeOf(await tokenize(t), lineOf(t, 'for players 2..6'), '..'), 'keyword.operator.range.tilerules');
});

test('an extension names the rule set it extends', async () => {
  const f = 'rulesets/abbey-and-mayor/abbey-and-mayor.rules';
  const lines = await tokenize(f);
  const header = lineOf(f, 'ruleset abbey-and-mayor extends base');
  assert.strictEqual(scopeOf(lines, header, 'abbey-and-mayor'), 'entity.name.namespace.ruleset.tilerules');
  assert.strictEqual(scopeOf(lines, header, 'extends'), 'keyword.other.tilerules');
  assert.strictEqual(scopeOf(lines, header, 'base'), 'entity.name.namespace.ruleset.tilerules');
});

test('a tile file: tiles, feature kinds and names, ports, counts', async () => {
  const f = 'tiles/base.tiles';
  const lines = await tokenize(f);
  const tile = lineOf(f, 'tile D count 4');
  assert.strictEqual(scopeOf(lines, tile, 'tile'), 'keyword.other.declaration.tilerules');
  assert.strictEqual(scopeOf(lines, tile, 'D'), 'entity.name.type.tile.tilerules');
  assert.strictEqual(scopeOf(lines, tile, 'count'), 'keyword.other.tilerules');
  assert.strictEqual(scopeOf(lines, tile, '4'), 'constant.numeric.integer.tilerules');
  const field = tile + 3;                                   // field f1 [En Wn] touches c
  assert.strictEqual(scopeOf(lines, field, 'field'), 'entity.name.type.tilerules');
  assert.strictEqual(scopeOf(lines, field, 'f1'), 'variable.other.member.feature.tilerules');
  assert.strictEqual(scopeOf(lines, field, 'En'), 'support.constant.port.tilerules');
  assert.strictEqual(scopeOf(lines, field, 'touches'), 'variable.other.tilerules');
  assert.strictEqual(scopeOf(lines, lineOf(f, 'tileset base'), 'base'), 'entity.name.namespace.ruleset.tilerules');
});

test('a scenario file: strings, rule sets, positions, expectations', async () => {
  const f = 'scenarios/base/cities.scenario';
  const lines = await tokenize(f);
  const title = lineOf(f, 'scenario "B7 (seed 000, city example 1)');
  assert.strictEqual(scopeOf(lines, title, 'scenario'), 'keyword.other.tilerules');
  assert.ok(lines[title - 1].some((t) => t.text.startsWith('B7 (seed 000') && t.scopes.includes('string.quoted.double.tilerules')));
  const rules = lineOf(f, 'rules base');
  assert.strictEqual(scopeOf(lines, rules, 'base'), 'entity.name.namespace.ruleset.tilerules');
  const board = lineOf(f, 'M at 0,0 { red follower on c }');
  assert.strictEqual(scopeOf(lines, board, 'at'), 'keyword.other.tilerules');
  assert.strictEqual(scopeOf(lines, board, '0'), 'constant.numeric.integer.tilerules');
  assert.strictEqual(scopeOf(lines, board, 'red'), 'variable.other.tilerules');
  assert.strictEqual(scopeOf(lines, board, 'on'), 'keyword.control.tilerules');
  const move = lineOf(f, 'blue: place E at -1,0 rot 90; none');
  assert.strictEqual(scopeOf(lines, move, 'place'), 'keyword.other.tilerules');
  assert.strictEqual(scopeOf(lines, move, 'none'), 'constant.language.none.tilerules');
  assert.strictEqual(scopeOf(lines, move, '-'), 'keyword.operator.arithmetic.tilerules');
  assert.strictEqual(scopeOf(lines, lineOf(f, 'score red == 8'), '8'), 'constant.numeric.integer.tilerules');
  assert.strictEqual(scopeOf(lines, lineOf(f, 'event "red +8"'), 'red +8'), 'string.quoted.double.tilerules');
});

/** Every .rules, .tiles and .scenario file of the repository. */
function shippedFiles() {
  const out = [];
  for (const top of ['rulesets', 'tiles', 'scenarios']) {
    const walk = (dir) => {
      for (const e of fs.readdirSync(path.join(repo, dir), { withFileTypes: true })) {
        const rel = path.join(dir, e.name);
        if (e.isDirectory()) walk(rel);
        else if (/\.(rules|tiles|scenario)$/.test(e.name)) out.push(rel);
      }
    };
    walk(top);
  }
  return out;
}

test('every shipped file: comment lines are comments, quoted text is string, no word is left unscoped', async () => {
  const files = shippedFiles();
  assert.ok(files.length >= 30, `only ${files.length} files found`);
  for (const f of files) {
    const text = fs.readFileSync(path.join(repo, f), 'utf8').split(/\r?\n/);
    const lines = await tokenize(f);
    lines.forEach((tokens, i) => {
      const where = `${f}:${i + 1}`;
      if (text[i].trim().startsWith('//')) {
        const body = tokens.filter((t) => t.text.trim() !== '');
        assert.ok(body.every((t) => t.scopes.some((s) => s.startsWith('comment.'))), `${where}: a comment line`);
      }
      for (const t of tokens) {
        const top = t.scopes[t.scopes.length - 1];
        if (t.text.trim() !== '') assert.notStrictEqual(top, 'source.tilerules', `${where}: '${t.text}' has no scope`);
      }
      const quoted = text[i].split('//')[0].match(/"[^"]*"/g) || [];
      for (const q of quoted) {
        const inner = q.slice(1, -1);
        if (inner === '') continue;
        assert.ok(tokens.some((t) => t.text === inner && t.scopes.includes('string.quoted.double.tilerules')),
          `${where}: ${q} is a string`);
      }
    });
  }
});
