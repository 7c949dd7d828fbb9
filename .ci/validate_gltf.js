// Runs the Khronos glTF validator on one file and prints its counts as JSON.
// Usage: node .ci/validate_gltf.js FILE.glb
const fs = require('fs');
const path = require('path');
const validator = require(path.join(__dirname, 'node_modules', 'gltf-validator'));
const file = process.argv[2];
validator
  .validateBytes(new Uint8Array(fs.readFileSync(file)), {
    maxIssues: 100000,
    externalResourceFunction: () => Promise.reject(new Error('no external resources')),
  })
  .then((r) => {
    const i = r.issues;
    const msgs = i.messages
      .filter((m) => m.severity <= 1)
      .map((m) => `${m.severity === 0 ? 'error' : 'warning'} ${m.code} ${m.pointer || ''}: ${m.message}`);
    console.log(JSON.stringify({ errors: i.numErrors, warnings: i.numWarnings, infos: i.numInfos, messages: msgs }));
  })
  .catch((e) => {
    console.error(String(e));
    process.exit(2);
  });
