// A wallet's balance at the end of each day with movements, worked back from today's ledger
// balance through the day's net (money in − money out, fees included): the ledger's own numbers,
// so the last row is exactly the balance shown on the card.

export interface DayMovement {
  period_start: string;
  money_in: { minor: string };
  money_out: { minor: string };
  net: { minor: string };
}

export interface DayBalance {
  day: string;
  moneyIn: bigint;
  moneyOut: bigint;
  /** The balance when the day ended (for today: now). */
  closing: bigint;
}

/** Newest day first. `rows` are one currency's days from the summary call. */
export function balanceHistory(balanceNow: string, rows: readonly DayMovement[]): DayBalance[] {
  const days = [...rows].sort((a, b) =>
    a.period_start < b.period_start ? 1 : a.period_start > b.period_start ? -1 : 0,
  );
  let closing = BigInt(balanceNow);
  return days.map((r) => {
    const row = {
      day: r.period_start,
      moneyIn: BigInt(r.money_in.minor),
      moneyOut: BigInt(r.money_out.minor),
      closing,
    };
    closing -= BigInt(r.net.minor);
    return row;
  });
}
