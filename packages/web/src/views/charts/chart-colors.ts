// The chart palette: global.css's variables as literal colours (a canvas cannot read CSS variables).
export const CHART_COLORS = {
  accent: '#1d4ed8',
  accentSoft: 'rgba(29, 78, 216, 0.12)',
  success: '#15803d',
  danger: '#b42318',
  dangerSoft: 'rgba(180, 35, 24, 0.16)',
  muted: '#475569',
  border: '#e2e8f0',
  text: '#0f172a',
} as const;
