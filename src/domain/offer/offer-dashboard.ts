import { divRound } from '../money';

/** An offer as the dashboard counts it: the latest version of each offer, cancelled ones left out. */
export interface DashboardOffer {
  docStatus: string;
  offerResult: string;
  /** Pct units (1/100 %), null without a price. */
  marginPct: number | null;
  /** Cents. */
  totalPrice: number;
  salesUserId: string | null;
  salesUserName: string | null;
}

/** Margin bands of the distribution, in pct units: [from, to), the last one open. */
export const MARGIN_BANDS = [
  { key: 'negative', from: Number.NEGATIVE_INFINITY, to: 0 },
  { key: '0-10', from: 0, to: 1000 },
  { key: '10-20', from: 1000, to: 2000 },
  { key: '20-30', from: 2000, to: 3000 },
  { key: '30+', from: 3000, to: Number.POSITIVE_INFINITY },
] as const;

export interface OfferDashboard {
  counts: { open: number; won: number; lost: number };
  /** Won among decided offers, in pct units; null while none is decided. */
  winRate: number | null;
  /** Approved offers per margin band. */
  margins: { band: (typeof MARGIN_BANDS)[number]['key']; count: number }[];
  /** Open offers by sales user, the largest total first. */
  openBySalesUser: { salesUserId: string | null; name: string | null; count: number; totalPrice: number }[];
}

/**
 * The offer dashboard (issue 15 point 9): win rate of the decided offers, the margin distribution of the
 * approved ones and the open ones by sales user with their total (cents, exact sums).
 */
export function offerDashboard(offers: readonly DashboardOffer[]): OfferDashboard {
  const counts = { open: 0, won: 0, lost: 0 };
  const margins = MARGIN_BANDS.map((band) => ({ band: band.key, count: 0 }));
  const open = new Map<string, OfferDashboard['openBySalesUser'][number]>();
  for (const offer of offers) {
    if (offer.offerResult === 'won' || offer.offerResult === 'lost' || offer.offerResult === 'open')
      counts[offer.offerResult] += 1;
    if (offer.docStatus === 'approved' && offer.marginPct !== null) {
      const margin = offer.marginPct;
      const index = MARGIN_BANDS.findIndex((band) => margin >= band.from && margin < band.to);
      margins[index]!.count += 1;
    }
    if (offer.offerResult === 'open') {
      const key = offer.salesUserId ?? '';
      const entry = open.get(key) ?? {
        salesUserId: offer.salesUserId,
        name: offer.salesUserName,
        count: 0,
        totalPrice: 0,
      };
      entry.count += 1;
      entry.totalPrice += offer.totalPrice;
      open.set(key, entry);
    }
  }
  const decided = counts.won + counts.lost;
  return {
    counts,
    winRate: decided === 0 ? null : Number(divRound(BigInt(counts.won) * 10_000n, BigInt(decided))),
    margins,
    openBySalesUser: [...open.values()].sort((a, b) => b.totalPrice - a.totalPrice || b.count - a.count),
  };
}
