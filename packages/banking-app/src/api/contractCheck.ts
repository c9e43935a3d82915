// Development and tests only (client.ts imports this module behind `import.meta.env.DEV`, so a
// production build carries neither it nor zod): an answer that does not match the contract's
// response schema fails loudly, naming the call and the path of each bad field, instead of
// reaching a screen that would then break on it.
import { calls } from '@bank/api-contract';

export class ContractError extends Error {
  override name = 'ContractError';
}

// Every mismatch raised, even one a caller swallowed (a guard fails closed on any error): the
// tests' setup fails the test in which one was raised (test/setup.ts).
const raised: ContractError[] = [];

/** The mismatches raised since the last call, and forgets them. */
export function takeContractErrors(): ContractError[] {
  return raised.splice(0);
}

/** `id`: a call of the contract (client.ts's `CallId`, named here without importing client.ts back). */
export function checkAnswer(
  id: keyof typeof calls,
  method: string,
  path: string,
  body: unknown,
): void {
  const result = calls[id].response.safeParse(body);
  if (result.success) return;
  const problems = result.error.issues
    .slice(0, 5)
    .map((issue) => `${issue.path.length ? issue.path.join('.') : '(the body)'}: ${issue.message}`);
  const error = new ContractError(
    `${id} (${method} ${path}) answered what the contract refuses: ${problems.join('; ')}`,
  );
  raised.push(error);
  console.error(error);
  throw error;
}
