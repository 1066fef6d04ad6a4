import { main } from './main.js';

main().catch((error: unknown) => {
  // One clear line, not a stack trace, for the errors a person starting the app can fix.
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
