import type { StatusZadatka } from '@rp/contract';

/** Part 1 §4: start when not started or paused; pause while running; finish once started. */
export const canStart = (status: StatusZadatka) => status === 'nijePoceo' || status === 'pauziran';
export const canPause = (status: StatusZadatka) => status === 'uToku';
export const canFinish = (status: StatusZadatka) => status === 'uToku' || status === 'pauziran';
