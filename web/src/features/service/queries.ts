import {
  getListAdminServicesSuspenseQueryOptions,
  getListServicesSuspenseQueryOptions,
} from '../../api/generated/endpoints/service/service.ts';

export const servicesQueryOptions = () => getListServicesSuspenseQueryOptions();
export const adminServicesQueryOptions = () => getListAdminServicesSuspenseQueryOptions();
