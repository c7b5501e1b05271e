/**
 * The project runs on the Node.js pinned in package.json (24.x), which `npm run`, `npm start` and
 * `npm test` put first on PATH. Started by hand with an older Node, say so plainly instead of
 * failing later on a missing API or a native addon built for another version.
 */
const major = Number(process.versions.node.split('.')[0]);
if (major < 24) {
  console.error(
    `This project needs Node.js 24 or newer; this is ${process.version}.\n` +
      'Run it through npm (npm start, npm test, npm run <script>): npm puts the pinned Node.js 24 first on PATH.',
  );
  process.exit(1);
}
export {};
