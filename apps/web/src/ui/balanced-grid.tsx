import type { ReactNode } from 'react';
import { balancedColumnsStyle } from './balanced-columns.ts';
import './balanced-grid.css';

interface BalancedGridProps {
  /** How many items the list holds (its `<li>` children): the column counts follow from it. */
  count: number;
  className?: string;
  'aria-label'?: string;
  children: ReactNode;
}

/**
 * A list of equal cards (at least 16rem each) in as many columns as fit, but balanced: the rows come out even
 * (six where four fit: 3 + 3), and a shorter last row is centred, never a full row and an orphan at its edge.
 */
export function BalancedGrid({ count, className, children, 'aria-label': label }: BalancedGridProps) {
  return (
    <div className="balanced-grid-room">
      <ul className={className ? `balanced-grid ${className}` : 'balanced-grid'} style={balancedColumnsStyle(count)} aria-label={label}>
        {children}
      </ul>
    </div>
  );
}
