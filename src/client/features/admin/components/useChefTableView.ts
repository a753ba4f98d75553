import { CHEF_STATUSES, CHEF_TIERS, type ChefStatus, type ChefTier } from '../../../../common/chefs';
import { SERVICE_TYPES, type ServiceType } from '../../../../common/constants';
import { CHEF_SORT_FIELDS, type ChefSortField } from '../../../../common/schemas/chefs';
import { readChoice, readPaging, useUrlView, type PagedView } from './useUrlView';

export interface ChefTableView extends PagedView {
  sortBy: ChefSortField;
  sortOrder: 'asc' | 'desc';
  tier?: ChefTier;
  status?: ChefStatus;
  serviceType?: ServiceType;
}

const DEFAULT_VIEW: ChefTableView = { page: 1, pageSize: 20, search: '', sortBy: 'name', sortOrder: 'asc' };

/** e.g. /admin/chefs?q=rossi&tier=Master+Chef&status=active&service=virtual&sort=hourlyRate&order=desc */
const PARAM = {
  page: 'page',
  pageSize: 'size',
  search: 'q',
  sortBy: 'sort',
  sortOrder: 'order',
  tier: 'tier',
  status: 'status',
  serviceType: 'service',
} as const;

function readView(params: URLSearchParams): ChefTableView {
  return {
    ...readPaging(params, DEFAULT_VIEW),
    sortBy: readChoice(params.get(PARAM.sortBy), CHEF_SORT_FIELDS, DEFAULT_VIEW.sortBy),
    sortOrder: readChoice(params.get(PARAM.sortOrder), ['asc', 'desc'] as const, DEFAULT_VIEW.sortOrder),
    tier: readChoice(params.get(PARAM.tier), CHEF_TIERS, undefined),
    status: readChoice(params.get(PARAM.status), CHEF_STATUSES.map((status) => status.value), undefined),
    serviceType: readChoice(params.get(PARAM.serviceType), SERVICE_TYPES.map((type) => type.value), undefined),
  };
}

/** The Chefs table's paging, sorting, search and filters, in the URL. */
export function useChefTableView() {
  return useUrlView(DEFAULT_VIEW, PARAM, readView);
}
