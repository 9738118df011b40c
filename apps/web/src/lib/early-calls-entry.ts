import { startEarlyCalls } from './early-calls.ts';

startEarlyCalls();
