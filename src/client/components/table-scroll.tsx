import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A wide table that scrolls sideways on small screens. The scrolling region is focusable and named,
 * so keyboard users can scroll it too (axe: scrollable-region-focusable).
 */
export function TableScroll({ label, minWidth, className, children }: { label: string; minWidth: number; className?: string; children: ReactNode }) {
  return (
    <Table.ScrollContainer type="native" minWidth={minWidth} tabIndex={0} role="region" aria-label={label} className={className}>
      {children}
    </Table.ScrollContainer>
  );
}
