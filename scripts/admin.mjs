// `npm run admin -- <command>`: builds the API quietly if needed, then runs its operator-account CLI.
// Build output goes to stderr so stdout carries exactly the command's one JSON object.
import { spawnSync } from 'node:child_process';

const root = new URL('..', import.meta.url).pathname;
const build = spawnSync('npx', ['turbo', 'run', 'build', '--filter=@rgs/api', '--output-logs=errors-only'], {
  cwd: root,
  stdio: ['ignore', 2, 2],
});
if (build.status !== 0) process.exit(build.status ?? 1);
const cli = spawnSync('node', ['api/dist/admin.js', ...process.argv.slice(2)], { cwd: root, stdio: 'inherit' });
process.exit(cli.status ?? 1);
