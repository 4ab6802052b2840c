/**
 * The CPU of a low-end phone on this host (docs/performance.md, "Lighthouse"): Chrome's CPU
 * calibration puts a low-tier phone at benchmarkIndex 264 and a mid-tier one at 1,000 (PageSpeed
 * Insights measures on hosts near the low tier); the host's index ÷ 300 is the slowdown that brings
 * it there. Read by the Lighthouse bench and the interaction bench (./interaction.ts).
 */
export const LOW_END_INDEX = 300;

/** The CPU slowdown that makes a host of that benchmarkIndex a low-end phone, to one decimal (at least 1). */
export const lowEndSlowdown = (benchmarkIndex: number): number => Math.max(1, Math.round((benchmarkIndex / LOW_END_INDEX) * 10) / 10);
