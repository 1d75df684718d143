/** Spec section 4, "ATS alert bands": thresholds 50, 75 and 90. */
export const ATS_THRESHOLDS = { needsAttention: 50, good: 75, excellent: 90 } as const;

export type AtsBandLevel = 'critical' | 'needs-attention' | 'good' | 'excellent';

export interface AtsBand {
  level: AtsBandLevel;
  /** The alert status Chakra shows it with. */
  status: 'error' | 'warning' | 'info' | 'success';
  label: string;
}

const BANDS: Record<AtsBandLevel, AtsBand> = {
  critical: { level: 'critical', status: 'error', label: 'Critical' },
  'needs-attention': { level: 'needs-attention', status: 'warning', label: 'Needs attention' },
  good: { level: 'good', status: 'info', label: 'Good progress' },
  excellent: { level: 'excellent', status: 'success', label: 'Excellent' },
};

/** Below 50 critical; 50 to under 75 needs attention; 75 to under 90 good progress; 90 or more excellent. */
export function atsBand(score: number): AtsBand {
  if (score < ATS_THRESHOLDS.needsAttention) return BANDS.critical;
  if (score < ATS_THRESHOLDS.good) return BANDS['needs-attention'];
  if (score < ATS_THRESHOLDS.excellent) return BANDS.good;
  return BANDS.excellent;
}
