import type { ComponentType } from 'react';
import { BettingRecordPage } from './betting-record-page.tsx';
import { ProfitLossPage } from './profit-loss-page.tsx';

/** The member centre pages play draws, by page key. */
export const playPages: Record<string, ComponentType> = {
  personalHistoryCopy: BettingRecordPage,
  personalProfit: ProfitLossPage,
};
