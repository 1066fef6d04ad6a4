// Imported first by `npm start` and `npm test`: on an older Node.js, one clear line instead of a
// syntax or API error further on. The required range is package.json's `engines.node`.
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 12)) {
  console.error(
    `Inkwise needs Node.js 22.12 or newer (developed and tested on Node.js 24); this is Node.js ${process.versions.node}.`,
  );
  process.exit(1);
}
