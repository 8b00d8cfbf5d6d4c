#!/usr/bin/env node
import { runCli } from './cli-main';

// The `rgs-webhook-tester` command; everything it does is in runCli, which the tests call directly.
runCli(process.argv.slice(2), process.env, { out: (text) => process.stdout.write(text), err: (text) => process.stderr.write(text) }).then(
  (status) => {
    process.exitCode = status;
  },
  (error: unknown) => {
    process.stderr.write(`rgs-webhook-tester: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exitCode = 2;
  },
);
