// Shares as hundredths of a percent (basis points), so "33.33" + "66.67" is exactly 100 with no
// floating point: the server's own rule (share_bps, at most 10,000 in total).

/** "25", "33.33" → 2500, 3333; null when it is not a percentage with at most two decimals. */
export function shareBps(percent: string): number | null {
  const match = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(percent.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** 3333 → "33.33", 2500 → "25". */
export function percentOf(bps: number): string {
  const whole = Math.floor(bps / 100);
  const rest = bps % 100;
  return rest ? `${whole}.${String(rest).padStart(2, '0').replace(/0$/, '')}` : String(whole);
}

/** A share as the server sends it ("60.00") as people write it ("60"); anything else as it is. */
export function shownPercent(percent: string): string {
  const bps = shareBps(percent);
  return bps === null ? percent : percentOf(bps);
}

/** What is left for one shareholder: 100 % less everyone else's share. */
export function shareLeft(
  shareholders: readonly { shareholder_id: string; share_percent: string }[],
  except: string | null,
): number {
  return (
    10_000 -
    shareholders
      .filter((s) => s.shareholder_id !== except)
      .reduce((sum, s) => sum + (shareBps(s.share_percent) ?? 0), 0)
  );
}
