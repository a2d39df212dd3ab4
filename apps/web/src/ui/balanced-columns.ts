import type { CSSProperties } from 'react';

/** The most columns a balanced grid lays out (its CSS holds one container query per count up to this). */
export const MAX_BALANCED_COLUMNS = 4;

/**
 * How many columns `count` items take where `room` columns fit: as few rows as the room allows, then as few
 * columns as fill those rows, so the rows come out even (6 in room for 4: 3 + 3, not 4 + 2; 5: 3 + 2, not 4 + 1).
 */
export function balancedColumns(count: number, room: number): number {
  if (count <= 0 || room <= 1) return 1;
  const rows = Math.ceil(count / room);
  return Math.ceil(count / rows);
}

/**
 * A `.balanced-grid`'s custom properties: its column count for each room it may have (`--columns-2` where two
 * columns fit, and so on); the stylesheet's container queries pick the one for the width it gets.
 */
export function balancedColumnsStyle(count: number): CSSProperties {
  const style: Record<string, number> = {};
  for (let room = 2; room <= MAX_BALANCED_COLUMNS; room += 1) style[`--columns-${room}`] = balancedColumns(count, room);
  return style as CSSProperties;
}
