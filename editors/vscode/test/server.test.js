// The language server as VS Code meets it: `bin/carcassonne lsp` as a child process, spoken to
// with the JSON-RPC library under vscode-languageclient (vscode-jsonrpc). Opens a scenario with a
// mistake (unsaved: nothing on disk changes) and checks the diagnostic, then asks for completion.
'use strict';

const { test } = require('node:test');
const assert = require('node:assert');
const path = require('path');
const { spawn } = require('child_process');
const { pathToFileURL } = require('url');
const rpc = require('vscode-jsonrpc/node');

const repo = path.resolve(__dirname, '..', '..', '..');

test('bin/carcassonne lsp: diagnostics and completion over stdio', { timeout: 180000 }, async () => {
  const server = spawn(path.join(repo, 'bin', 'carcassonne'), ['lsp'], { cwd: repo, stdio: ['pipe', 'pipe', 'inherit'] });
  const connection = rpc.createMessageConnection(
    new rpc.StreamMessageReader(server.stdout), new rpc.StreamMessageWriter(server.stdin));
  const published = new Map();
  const waiting = new Map();
  connection.onNotification('textDocument/publishDiagnostics', (p) => {
    published.set(p.uri, p.diagnostics);
    if (waiting.has(p.uri)) waiting.get(p.uri)(p.diagnostics);
  });
  connection.listen();
  try {
    const init = await connection.sendRequest('initialize', { processId: process.pid, rootUri: pathToFileURL(repo).href, capabilities: {} });
    assert.strictEqual(init.serverInfo.name, 'tilerules');
    assert.strictEqual(init.capabilities.textDocumentSync, 1);
    connection.sendNotification('initialized', {});

    const uri = pathToFileURL(path.join(repo, 'scenarios', 'base', 'cities.scenario')).href;
    const text = 'scenario "s" {\n  rules base\n  players red, blue\n  board {\n    D at 0,0 { red follower on cc }\n  }\n}\n';
    const diagnostics = new Promise((resolve) => waiting.set(uri, resolve));
    connection.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId: 'tilerules', version: 1, text } });
    const [d] = await diagnostics;
    assert.strictEqual(d.message, "tile D has no feature 'cc'; features: c, r, f1, f2");
    assert.deepStrictEqual(d.range, { start: { line: 4, character: 31 }, end: { line: 4, character: 33 } });
    assert.strictEqual(d.severity, 1);

    const items = await connection.sendRequest('textDocument/completion', { textDocument: { uri }, position: { line: 4, character: 31 } });
    assert.deepStrictEqual(items.map((i) => i.label), ['c', 'r', 'f1', 'f2']);
    assert.strictEqual(items[0].detail, 'feature of D: city  c [N]');

    await connection.sendRequest('shutdown');
    const exited = new Promise((resolve) => server.on('exit', resolve));
    connection.sendNotification('exit');
    assert.strictEqual(await exited, 0);
  } finally {
    connection.dispose();
    server.kill();
  }
});
