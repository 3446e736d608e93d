import type { FulfilStatus } from '../workflow';
import type { Direction } from './movement-types';

/** The quantities of a command line (domain.md 2.7), as stored: scaled integers (qty x 1000). */
export interface LineQuantities {
  direction: Direction;
  qty: number;
  deliveryQty: number;
  stockInQty: number;
  closedQty: number;
  lostQty: number;
}

const hasOut = (direction: Direction) => direction === 'out' || direction === 'move';

/** What may still go out on the line. */
export function openOutbound(line: LineQuantities): number {
  return hasOut(line.direction) ? line.qty - line.deliveryQty - line.closedQty : 0;
}

/** What may still come in: the planned rest of an in line, what is in transit on a move line. */
export function openInbound(line: LineQuantities): number {
  if (line.direction === 'in') return line.qty - line.stockInQty - line.closedQty;
  if (line.direction === 'move') return inTransit(line);
  return 0;
}

/** `move_qty` (domain.md 2.7): shipped on a move line and neither received nor written off. */
export function inTransit(line: LineQuantities): number {
  return line.direction === 'move' ? line.deliveryQty - line.stockInQty - line.lostQty : 0;
}

/** I7 (domain.md 2.4) for one line; the database triggers check the same conditions. */
export function lineQuantitiesValid(line: LineQuantities): boolean {
  const { qty, deliveryQty, stockInQty, closedQty, lostQty } = line;
  if ([qty, deliveryQty, stockInQty, closedQty, lostQty].some((value) => value < 0)) return false;
  switch (line.direction) {
    case 'out':
      return deliveryQty + closedQty <= qty && stockInQty === 0 && lostQty === 0;
    case 'in':
      return stockInQty + closedQty <= qty && deliveryQty === 0 && lostQty === 0;
    case 'move':
      return deliveryQty + closedQty <= qty && stockInQty + lostQty <= deliveryQty;
  }
}

/** Nothing more is expected on any leg of the line. */
export function lineDone(line: LineQuantities): boolean {
  return openOutbound(line) === 0 && openInbound(line) === 0;
}

/**
 * Fulfilment of an approved document from its lines (domain.md 0.5): `executing` while some leg is
 * open and something happened, `closed` when everything is done and some quantity was closed or
 * written off, `completed` when every line was executed in full.
 */
export function fulfilmentOf(lines: readonly LineQuantities[]): FulfilStatus {
  if (lines.every(lineDone)) {
    return lines.some((line) => line.closedQty > 0 || line.lostQty > 0) ? 'closed' : 'completed';
  }
  const started = lines.some(
    (line) => line.deliveryQty > 0 || line.stockInQty > 0 || line.closedQty > 0 || line.lostQty > 0,
  );
  return started ? 'executing' : 'unexecuted';
}

/** The closing of force finish: what each line gives up (domain.md 0.5 "Force finish, exactly"). */
export interface LineClosing {
  /** Added to `closed_qty`: the unshipped rest of out and move lines, the unreceived rest of in lines. */
  close: number;
  /** Written off the transit facility (`lost_qty`): shipped on a move line, never received. */
  writeOff: number;
}

export function forceFinishClosing(line: LineQuantities, leg: 'outbound' | 'inbound'): LineClosing {
  const close = line.direction === 'in' ? (leg === 'inbound' ? openInbound(line) : 0) : openOutbound(line);
  const writeOff = leg === 'inbound' ? inTransit(line) : 0;
  return { close, writeOff };
}

export type ReturnStatus = 'not_returned' | 'partial_returned' | 'returned';

export interface ReturnableLine {
  deliveryQty: number;
  returnedQty: number;
  consumedQty: number;
}

/**
 * `return_status` (domain.md 0.5): returned when every line that went out has come back or was
 * consumed, partial when something came back.
 */
export function returnStatusOf(lines: readonly ReturnableLine[]): ReturnStatus {
  const out = lines.filter((line) => line.deliveryQty > 0);
  if (out.length === 0) return 'not_returned';
  if (out.every((line) => line.returnedQty + line.consumedQty >= line.deliveryQty)) return 'returned';
  return out.some((line) => line.returnedQty + line.consumedQty > 0) ? 'partial_returned' : 'not_returned';
}
