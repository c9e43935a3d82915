// `pnpm --filter @bank/fiat-backend run seed`: migrate and seed without starting the server.
import { loadConfig } from './config';
import { seedIfEmpty } from './seed';
import { createServer } from './server';

const { app, ctx } = await createServer(loadConfig());
const result = await seedIfEmpty(ctx);
console.log(result.created ? 'Demo customers created:' : 'Customers exist already; demo logins:');
for (const l of result.logins) console.log(`  ${l.email.padEnd(36)} ${l.password}   ${l.description}`);
if (result.recoveryCodes.length) console.log(`  omar@demo.bank recovery codes: ${result.recoveryCodes.join(' ')}`);
await app.close();
