// The extension's manifest and client, without VS Code: the manifest names files that exist,
// and activate() starts `bin/carcassonne lsp` for tilerules documents (with stand-ins for the
// `vscode` and `vscode-languageclient` modules, which only exist inside the editor).
'use strict';

const { test } = require('node:test');
const assert = require('node:assert');
const fs = require('fs');
const path = require('path');
const Module = require('module');

const here = path.join(__dirname, '..');
const repo = path.resolve(here, '..', '..');

test('the manifest names a language for the three file kinds and files that exist', () => {
  const manifest = JSON.parse(fs.readFileSync(path.join(here, 'package.json'), 'utf8'));
  const [language] = manifest.contributes.languages;
  assert.deepStrictEqual(language.extensions, ['.rules', '.tiles', '.scenario']);
  assert.ok(fs.existsSync(path.join(here, language.configuration)));
  const [grammar] = manifest.contributes.grammars;
  assert.strictEqual(grammar.language, language.id);
  assert.strictEqual(JSON.parse(fs.readFileSync(path.join(here, grammar.path), 'utf8')).scopeName, grammar.scopeName);
  assert.ok(fs.existsSync(path.join(here, manifest.main)));
  const config = JSON.parse(fs.readFileSync(path.join(here, language.configuration), 'utf8'));
  assert.strictEqual(config.comments.lineComment, '//');
  assert.deepStrictEqual(config.comments.blockComment, ['/*', '*/']);
  assert.deepStrictEqual(config.brackets, [['{', '}'], ['[', ']'], ['(', ')']]);
});

test('activate starts bin/carcassonne lsp from the workspace for tilerules documents', async () => {
  const started = [];
  const fakes = {
    vscode: {
      workspace: {
        workspaceFolders: [{ uri: { fsPath: repo } }],
        getConfiguration: () => ({ get: (key) => (key === 'args' ? ['lsp'] : '') }),
      },
      window: { showWarningMessage: (m) => assert.fail(m) },
    },
    'vscode-languageclient/node': {
      LanguageClient: class {
        constructor(id, name, server, client) { started.push({ id, server, client }); }
        start() { return Promise.resolve(); }
        stop() { return Promise.resolve(); }
      },
    },
  };
  const load = Module._load;
  Module._load = function (request, parent, isMain) {
    return request in fakes ? fakes[request] : load.call(this, request, parent, isMain);
  };
  try {
    const extension = require(path.join(here, 'extension.js'));
    const context = { subscriptions: [] };
    await extension.activate(context);
    assert.strictEqual(started.length, 1);
    const { server, client } = started[0];
    assert.strictEqual(server.run.command, path.join(repo, 'bin', 'carcassonne'));
    assert.deepStrictEqual(server.run.args, ['lsp']);
    assert.strictEqual(server.run.options.cwd, repo);
    assert.deepStrictEqual(client.documentSelector, [{ scheme: 'file', language: 'tilerules' }]);
    assert.strictEqual(context.subscriptions.length, 1);
  } finally {
    Module._load = load;
  }
});
