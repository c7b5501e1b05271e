import { defineMessage, defineMessages } from 'react-intl';
import type { JobCadence } from '../../api/generated/model/jobCadence.ts';
import type { JobRunStatus } from '../../api/generated/model/jobRunStatus.ts';

export const messages = defineMessages({
  jobs: { id: 'jobs.jobs', defaultMessage: 'Tâches', description: 'Heading of the list of jobs' },
  runs: { id: 'jobs.runs', defaultMessage: 'Exécutions', description: 'Heading of the table of runs' },
  runsLabel: {
    id: 'jobs.runsLabel',
    defaultMessage: 'Exécutions des tâches, les plus récentes d’abord',
    description: 'Accessible name of the table of runs',
  },
  pages: { id: 'jobs.pages', defaultMessage: 'Pages des exécutions', description: 'Name of the pager of runs' },
  noRun: {
    id: 'jobs.noRun',
    defaultMessage: 'Aucune exécution pour le moment.',
    description: 'Empty state of the table of runs',
  },
  job: { id: 'jobs.job', defaultMessage: 'Tâche', description: 'Column: the job' },
  period: { id: 'jobs.period', defaultMessage: 'Période', description: 'Column: the day or month a run pays' },
  status: { id: 'jobs.status', defaultMessage: 'Statut', description: 'Column: the status of a run' },
  items: { id: 'jobs.items', defaultMessage: 'Éléments', description: 'Column: the items a run has done' },
  totals: { id: 'jobs.totals', defaultMessage: 'Montants', description: 'Column: what a run moved, per asset' },
  started: { id: 'jobs.started', defaultMessage: 'Début', description: 'Column: when a run started' },
  finished: { id: 'jobs.finished', defaultMessage: 'Fin', description: 'Column: when a run last ended' },
  error: { id: 'jobs.error', defaultMessage: 'Erreur', description: 'Column: why a run failed' },
  none: { id: 'jobs.none', defaultMessage: '—', description: 'An empty cell of the table of runs' },
  schedule: { id: 'jobs.schedule', defaultMessage: 'Prochaine exécution', description: 'Term: the next scheduled run' },
  lastRun: { id: 'jobs.lastRun', defaultMessage: 'Dernière exécution', description: 'Term: the latest run of a job' },
  due: { id: 'jobs.due', defaultMessage: 'À exécuter', description: 'Term: the periods a start would run' },
  never: { id: 'jobs.never', defaultMessage: 'Jamais', description: 'A job that has never run' },
  nothingDue: { id: 'jobs.nothingDue', defaultMessage: 'Rien', description: 'No period is due' },
  start: { id: 'jobs.start', defaultMessage: 'Lancer maintenant', description: 'Button: run a job now' },
  cancel: { id: 'jobs.cancel', defaultMessage: 'Annuler', description: 'Button: close the dialog without starting' },
  confirmStart: { id: 'jobs.confirmStart', defaultMessage: 'Lancer', description: 'Button: confirm the start' },
  runningNow: { id: 'jobs.runningNow', defaultMessage: 'En cours', description: 'A job that runs now' },
  onceEach: {
    id: 'jobs.onceEach',
    defaultMessage:
      'Chaque élément n’est payé qu’une fois : ce qu’une exécution précédente a déjà payé ne l’est pas de nouveau, et une période en échec est retentée tout de suite.',
    description: 'Start dialog: why starting is safe',
  },
  nothingToRun: {
    id: 'jobs.nothingToRun',
    defaultMessage: 'Aucune période n’est due : le lancement n’exécutera rien.',
    description: 'Start dialog: nothing is due',
  },
  goesOn: {
    id: 'jobs.goesOn',
    defaultMessage: 'La tâche continue en arrière-plan : ses exécutions s’affichent ci-dessous.',
    description: 'Toast: the run was still going when the start answered',
  },
});

export const jobNames = defineMessages({
  'staking-rewards': {
    id: 'jobs.name.stakingRewards',
    defaultMessage: 'Récompenses de staking',
    description: 'Name of the daily job paying the stakes',
  },
  'arbitrage-returns': {
    id: 'jobs.name.arbitrageReturns',
    defaultMessage: 'Rendements d’arbitrage',
    description: 'Name of the daily job paying the arbitrage subscriptions',
  },
});

export const cadences = defineMessages({
  daily: { id: 'jobs.cadence.daily', defaultMessage: 'Chaque jour', description: 'A job that pays each day' },
  monthly: { id: 'jobs.cadence.monthly', defaultMessage: 'Chaque mois', description: 'A job that pays each month' },
} satisfies Record<JobCadence, unknown>);

export const statusNames = defineMessages({
  running: { id: 'jobs.status.running', defaultMessage: 'En cours', description: 'Run status' },
  done: { id: 'jobs.status.done', defaultMessage: 'Terminée', description: 'Run status' },
  failed: { id: 'jobs.status.failed', defaultMessage: 'En échec', description: 'Run status' },
} satisfies Record<JobRunStatus, unknown>);

export const duePeriods = defineMessage<{ count: number; from: string; to: string }>({
  id: 'jobs.duePeriods',
  defaultMessage: '{count, plural, one {1 période : {from}} other {# périodes : du {from} au {to}}}',
  description: 'The periods a start would run, with the first and the last',
});

export const startTitle = defineMessage<{ job: string }>({
  id: 'jobs.startTitle',
  defaultMessage: 'Lancer « {job} » maintenant ?',
  description: 'Title of the dialog confirming a start',
});

export const startBody = defineMessage<{ count: number; from: string; to: string }>({
  id: 'jobs.startBody',
  defaultMessage:
    '{count, plural, one {La tâche exécutera 1 période : {from}.} other {La tâche exécutera # périodes, du {from} au {to}.}}',
  description: 'Start dialog: what the start will run',
});

export const retryAt = defineMessage<{ at: string }>({
  id: 'jobs.retryAt',
  defaultMessage: 'Nouvel essai le {at}',
  description: 'When a failed run is tried again',
});

export const attempts = defineMessage<{ count: number }>({
  id: 'jobs.attempts',
  defaultMessage: '{count, plural, one {# tentative} other {# tentatives}}',
  description: 'How many times a run was attempted',
});

export const count = defineMessage<{ count: number }>({
  id: 'jobs.count',
  defaultMessage: '{count, plural, =0 {Aucune exécution} one {# exécution} other {# exécutions}}',
  description: 'How many runs the list holds',
});

export const ranToast = defineMessage<{ ran: number; failed: number }>({
  id: 'jobs.ranToast',
  defaultMessage:
    '{ran, plural, =0 {Aucune période exécutée} one {1 période exécutée} other {# périodes exécutées}}{failed, plural, =0 {.} other {, une en échec : voir l’erreur ci-dessous.}}',
  description: 'Toast after a start: how many periods ran, and whether one failed',
});
