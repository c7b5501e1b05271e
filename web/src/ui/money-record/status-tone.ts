/**
 * How a status reads at a glance: waiting (outlined, amber), done (filled, green), refused (red), or
 * neutral. The status words of every money list (and later orders, packs, payouts) map here, so
 * pending never looks finished anywhere.
 */
export type StatusTone = 'waiting' | 'done' | 'refused' | 'neutral';

const TONES: Record<string, StatusTone> = {
  pending: 'waiting',
  pending_approval: 'waiting',
  awaiting_second_approval: 'waiting',
  processing: 'waiting',
  completed: 'done',
  credited: 'done',
  sent: 'done',
  paid: 'done',
  rejected: 'refused',
  failed: 'refused',
  cancelled: 'refused',
};

export const toneOf = (status: string): StatusTone => TONES[status] ?? 'neutral';

/** The palette roles each tone is drawn with (text, fill, border): checked for contrast in both themes. */
export const TONE_COLOURS = {
  waiting: { text: 'series3', fill: 'background', border: 'series3' },
  done: { text: 'accent', fill: 'unseenBackground', border: 'accent' },
  refused: { text: 'danger', fill: 'dangerBackground', border: 'danger' },
  neutral: { text: 'textMuted', fill: 'surface', border: 'border' },
} as const;
