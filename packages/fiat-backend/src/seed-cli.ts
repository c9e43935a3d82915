// `pnpm --filter @bank/fiat-backend run seed`: migrate and seed without starting the server.
import { loadConfig } from './config';
import { seedIfEmpty } from './seed';
import { seedDemoMoney } from './seed-money';
import { createServer } from './server';

const { app, ctx, clock } = await createServer(loadConfig());
const result = await seedIfEmpty(ctx);
const money = await seedDemoMoney(app, ctx, clock);
console.log(result.created ? 'Demo customers created:' : 'Customers exist already; demo logins:');
for (const l of result.logins)
  console.log(`  ${l.email.padEnd(36)} ${l.password}   ${l.description}`);
console.log(
  money
    ? 'Demo wallets, beneficiaries and history created.'
    : 'Wallets exist already: demo money not created again.',
);
if (result.recoveryCodes.length)
  console.log(`  omar@demo.bank recovery codes: ${result.recoveryCodes.join(' ')}`);
await app.close();
