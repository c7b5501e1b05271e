/**
 * How a status reads at a glance: waiting (outlined, amber), done (filled, green), refused (red), or
 * neutral. The status words of every page (money, stakes, packs, identity checks, accounts, requests)
 * map here, so one word has one tone everywhere and pending never looks finished.
 */
export type StatusTone = 'waiting' | 'done' | 'refused' | 'neutral';

const TONES: Record<string, StatusTone> = {
  // In force: a running stake or pack, a member who may sign in, a service that is open.
  active: 'done',
  matured: 'done',
  approved: 'done',
  verified: 'done',
  half_verified: 'waiting',
  submitted: 'waiting',
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
