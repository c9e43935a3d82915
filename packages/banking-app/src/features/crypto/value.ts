// What a virtual-asset balance is worth in dirhams at the indicative price: exact decimal strings
// multiplied as bigints and rounded once, half up, to fils. Never a float.

const scaled = (decimal: string): { units: bigint; scale: number } => {
  const [whole = '0', fraction = ''] = decimal.trim().replace(/^-/, '').split('.');
  const sign = decimal.trim().startsWith('-') ? -1n : 1n;
  return { units: sign * BigInt(`${whole}${fraction}` || '0'), scale: fraction.length };
};

/** `amount` × `price` in minor units of a currency with `decimals` (2 for AED), half up. */
export function fiatMinor(amount: string, price: string, decimals = 2): bigint {
  const a = scaled(amount);
  const p = scaled(price);
  const product = a.units * p.units;
  const drop = a.scale + p.scale - decimals;
  if (drop <= 0) return product * 10n ** BigInt(-drop);
  const divisor = 10n ** BigInt(drop);
  const negative = product < 0n;
  const magnitude = negative ? -product : product;
  const rounded = (magnitude + divisor / 2n) / divisor;
  return negative ? -rounded : rounded;
}
