'use strict';
// The reference server's embedded MongoDB-compatible store (mongo-java-server) as a process of its
// own, for the tests of MONGODB_URI and the cluster: server/target/classes plus the runtime classpath
// the server module writes in process-classes (mvn verify or mvn -pl server -am process-classes builds
// both). Without them, or without java, the tests that need it fail saying what is missing: like the
// server's real-client test, they are never skipped.

const { spawn, spawnSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const SERVER_TARGET = path.join(__dirname, '..', '..', 'server', 'target');
const START_MS = 60000;

/** Why the store cannot run here, or null when it can. */
function unavailable() {
  if (!fs.existsSync(path.join(SERVER_TARGET, 'classpath.txt')) || !fs.existsSync(path.join(SERVER_TARGET, 'classes'))) {
    return 'server/target/classes and classpath.txt not built (run mvn -pl server -am process-classes)';
  }
  if (spawnSync('java', ['-version']).status !== 0) {
    return 'no java on the PATH';
  }
  return null;
}

/** Starts the store on a free port: {uri, stop}. stop() kills it by its PID. */
function startEmbeddedStore() {
  const missing = unavailable();
  if (missing !== null) {
    return Promise.reject(new Error(`cannot start the embedded store: ${missing}`));
  }
  const classpath = `${path.join(SERVER_TARGET, 'classes')}${path.delimiter}`
    + fs.readFileSync(path.join(SERVER_TARGET, 'classpath.txt'), 'utf8').trim();
  const child = spawn('java', ['-Xmx256m', '-cp', classpath, 'loadlab.server.store.StandaloneStore', '--port', '0'],
    { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const stop = () => new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) {
      resolve();
      return;
    }
    child.once('exit', resolve);
    child.kill('SIGKILL');
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      stop();
      reject(new Error(`store not listening within ${START_MS} ms: ${output}`));
    }, START_MS);
    const onOutput = (chunk) => {
      output += chunk;
      const uri = output.match(/Standalone store listening on (mongodb:\/\/\S+)/);
      if (uri) {
        clearTimeout(timer);
        resolve({ uri: uri[1], stop });
      }
    };
    child.stdout.on('data', onOutput);
    child.stderr.on('data', onOutput);
    child.on('exit', () => {
      clearTimeout(timer);
      reject(new Error(`store exited before listening: ${output}`));
    });
  });
}

module.exports = { startEmbeddedStore };
