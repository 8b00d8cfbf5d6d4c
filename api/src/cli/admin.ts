import { isDomainError } from '@rgs/schema';
import { createAccountService } from '../accounts';
import { systemClock } from '../common/clock';
import { deriveKey } from '../common/keys';
import { SealedBox } from '../common/sealed-box';
import { loadConfig } from '../config';
import { connectConfiguredDatabase } from '../db';
import { USAGE, UsageError, runAdminCommand } from './admin-commands';

/** The operator-account CLI: prints one JSON object on stdout, or a message on stderr and exits non-zero. */
async function main(argv: string[]): Promise<number> {
  const config = loadConfig();
  const database = await connectConfiguredDatabase(config);
  try {
    const accounts = createAccountService({
      db: database.db,
      clock: systemClock,
      secrets: new SealedBox(deriveKey(config.tokenKey, 'secret-at-rest')),
      webhookAllowPrivate: config.webhookAllowPrivate,
    });
    const result = await runAdminCommand(argv, { accounts, db: database.db });
    if (!result.ok) {
      process.stderr.write(`${result.message}\n`);
      return 1;
    }
    process.stdout.write(`${JSON.stringify(result.output)}\n`);
    return 0;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof UsageError || (error instanceof TypeError && (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS'))) {
      process.stderr.write(`${error.message}\n${USAGE}\n`);
    } else {
      process.stderr.write(`${isDomainError(error) || error instanceof Error ? error.message : String(error)}\n`);
    }
    process.exit(1);
  },
);
