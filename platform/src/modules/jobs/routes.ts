/** Handlers of the job tag. */
import { signedInUser } from '../../plugins/current-user.ts';
import type { OperationHandler } from '../../routes/operation-handler.ts';
import * as jobsService from './service.ts';

export const listJobs: OperationHandler<'listJobs'> = async (request) => jobsService.listJobs(request.server.jobRunner);

export const listJobRuns: OperationHandler<'listJobRuns'> = async (request) =>
  jobsService.listJobRuns(request.server.db, {
    page: request.query.page ?? 1,
    pageSize: request.query.pageSize ?? 20,
    job: request.query.job,
    status: request.query.status,
  });

export const startJob: OperationHandler<'startJob'> = async (request) =>
  jobsService.startJob(request.server.jobRunner, signedInUser(request), request.params.job);
