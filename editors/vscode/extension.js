// The VS Code side of tilerules: starts the language server (`bin/carcassonne lsp`) and
// connects it to .rules, .tiles and .scenario files. Highlighting comes from the
// TextMate grammar in syntaxes/, which needs no server.
'use strict';

const fs = require('fs');
const path = require('path');
const vscode = require('vscode');
const { LanguageClient } = require('vscode-languageclient/node');

let client;

/** The launcher to run: the setting, else bin/carcassonne of the first workspace folder that has one. */
function serverCommand() {
  const configured = vscode.workspace.getConfiguration('tilerules').get('command');
  if (configured) return { command: configured, cwd: firstFolder() };
  for (const folder of vscode.workspace.workspaceFolders || []) {
    const launcher = path.join(folder.uri.fsPath, 'bin', 'carcassonne');
    if (fs.existsSync(launcher)) return { command: launcher, cwd: folder.uri.fsPath };
  }
  return null;
}

function firstFolder() {
  const folders = vscode.workspace.workspaceFolders;
  return folders && folders.length > 0 ? folders[0].uri.fsPath : undefined;
}

function activate(context) {
  const found = serverCommand();
  if (!found) {
    vscode.window.showWarningMessage(
      'Tilerules: no bin/carcassonne in the workspace and no "tilerules.command" setting; ' +
      'highlighting works, diagnostics and completion need the language server.');
    return;
  }
  const args = vscode.workspace.getConfiguration('tilerules').get('args') || ['lsp'];
  const run = { command: found.command, args, options: { cwd: found.cwd } };
  client = new LanguageClient('tilerules', 'Tilerules language server', { run, debug: run }, {
    documentSelector: [{ scheme: 'file', language: 'tilerules' }],
  });
  context.subscriptions.push({ dispose: () => client && client.stop() });
  return client.start();
}

function deactivate() {
  return client ? client.stop() : undefined;
}

module.exports = { activate, deactivate };
