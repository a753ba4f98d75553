import { keepPreviousData } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Select from 'antd/es/select';
import Table, { type ColumnsType, type TableProps } from 'antd/es/table';
import type { SorterResult } from 'antd/es/table/interface';
import Tag from 'antd/es/tag';
import { useCallback } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { CHEF_GROUPS, CHEF_STATUSES, CHEF_TIERS } from '../../../../common/chefs';
import { SERVICE_TYPES } from '../../../../common/constants';
import { ADMIN_PAGE_SIZES } from '../../../../common/schemas/admin';
import type { ChefSortField } from '../../../../common/schemas/chefs';
import { LoadError } from '../../../components/LoadError';
import { usePageMeta } from '../../../components/usePageMeta';
import { trpc } from '../../../lib/trpc';
import { chefStatusColor } from '../components/format';
import { ScrollRegion } from '../components/ScrollRegion';
import { SearchBox } from '../components/SearchBox';
import { ChefRatingText } from '../components/ChefRatingText';
import { ChefScoreText } from '../components/ChefScoreText';
import type { ChefRow } from '../components/types';
import { useChefTableView, type ChefTableView } from '../components/useChefTableView';
import { useDeactivateChef } from '../components/useDeactivateChef';
import { useInviteChef } from '../components/useInviteChef';
import { weekSummary } from '../components/weekSummary';
import type { PageSize } from '../components/useUrlView';

const groupTitle = new Map<string, string>(CHEF_GROUPS.map((group) => [group.value, group.title]));
const statusLabel = new Map<string, string>(CHEF_STATUSES.map((status) => [status.value, status.label]));

/** Column key → the server's sort field (the same names). */
const SORTABLE = new Set<string>(['name', 'group', 'yearsExperience', 'hourlyRate', 'status'] satisfies ChefSortField[]);

/** The admin's Chefs table: searched, filtered, sorted and paged on the server, its view in the URL. */
export function ChefsPage() {
  usePageMeta('Chefs · Admin', 'The chef roster: tiers, rates, service types and status.');
  const navigate = useNavigate();
  const { view, update } = useChefTableView();
  const chefs = trpc.admin.chefs.useQuery(view, { placeholderData: keepPreviousData });
  const { confirmDeactivate, contextHolder } = useDeactivateChef();
  const { invite, invitingId } = useInviteChef();
  const onSearch = useCallback((search: string) => update({ search: search.trim(), page: 1 }), [update]);

  const sortOrderOf = (key: ChefSortField) => (view.sortBy === key ? (view.sortOrder === 'asc' ? ('ascend' as const) : ('descend' as const)) : null);
  const sortable = (key: ChefSortField) => ({ key, sorter: true, sortOrder: sortOrderOf(key) });

  const columns: ColumnsType<ChefRow> = [
    {
      ...sortable('name'),
      title: 'Name',
      render: (_, chef) => (
        <>
          <Link to={`/admin/chefs/${chef.id}/edit`}>{chef.name}</Link>
          <div className="cc-admin-muted">{chef.email}</div>
        </>
      ),
    },
    { ...sortable('group'), title: 'Group', responsive: ['lg'], render: (_, chef) => groupTitle.get(chef.group) },
    {
      ...sortable('yearsExperience'),
      title: 'Tier',
      render: (_, chef) => (
        <span className="cc-admin-nowrap">
          {chef.tier} <span className="cc-admin-muted">({chef.yearsExperience} yrs)</span>
        </span>
      ),
    },
    { ...sortable('hourlyRate'), title: 'Rate', render: (_, chef) => `$${chef.hourlyRate}/hr` },
    { key: 'rating', title: 'Rating', responsive: ['md'], render: (_, chef) => <ChefRatingText rating={chef} /> },
    { key: 'score', title: 'Score', responsive: ['md'], align: 'right', render: (_, chef) => <ChefScoreText score={chef.reliability.score} /> },
    { key: 'noShows', title: 'No-shows', responsive: ['lg'], align: 'right', render: (_, chef) => chef.noShows },
    // A chef who set no week is offered nothing: "Not set" says why (DECISIONS.md section 17).
    { key: 'availability', title: 'Weekly availability', render: (_, chef) => weekSummary(chef.availability) },
    {
      key: 'serviceTypes',
      title: 'Services',
      responsive: ['md'],
      render: (_, chef) => chef.serviceTypes.map((type) => <Tag key={type}>{type === 'in-person' ? 'In-person' : 'Virtual'}</Tag>),
    },
    {
      ...sortable('status'),
      title: 'Status',
      render: (_, chef) => <Tag color={chefStatusColor[chef.status]}>{statusLabel.get(chef.status)}</Tag>,
    },
    {
      key: 'actions',
      title: 'Actions',
      render: (_, chef) => (
        <span className="cc-admin-nowrap" style={{ display: 'inline-flex', gap: 8 }}>
          <Button size="small" onClick={() => navigate(`/admin/chefs/${chef.id}/edit`)} aria-label={`Edit ${chef.name}`}>
            Edit
          </Button>
          {chef.status !== 'inactive' && (
            <Button
              size="small"
              loading={invitingId === chef.id}
              onClick={() => invite(chef.id)}
              aria-label={`Invite ${chef.name}`}
            >
              Invite
            </Button>
          )}
          {chef.status !== 'inactive' && (
            <Button size="small" danger onClick={() => void confirmDeactivate(chef)} aria-label={`Deactivate ${chef.name}`}>
              Deactivate
            </Button>
          )}
        </span>
      ),
    },
  ];

  const onChange: TableProps<ChefRow>['onChange'] = (pagination, _filters, sorter, extra) => {
    if (extra.action === 'sort') {
      const single = (Array.isArray(sorter) ? sorter[0] : sorter) as SorterResult<ChefRow> | undefined;
      const key = String(single?.columnKey);
      if (single?.order && SORTABLE.has(key)) update({ sortBy: key as ChefSortField, sortOrder: single.order === 'ascend' ? 'asc' : 'desc', page: 1 });
      else update({ sortBy: 'name', sortOrder: 'asc', page: 1 });
      return;
    }
    if (extra.action === 'paginate') {
      const pageSize = (pagination.pageSize ?? view.pageSize) as PageSize;
      update({ page: pageSize !== view.pageSize ? 1 : (pagination.current ?? 1), pageSize });
    }
  };

  // Each filter's options are the schema's own values, so the server accepts whatever is chosen.
  const filter = (key: 'tier' | 'status' | 'serviceType', label: string, options: readonly { value: string; label: string }[]) => (
    <Select<string>
      allowClear
      placeholder={label}
      aria-label={label}
      style={{ minWidth: 150 }}
      value={view[key]}
      options={options.map(({ value, label: text }) => ({ value, label: text }))}
      onChange={(value) => update({ [key]: value, page: 1 } as Partial<ChefTableView>)}
    />
  );

  const data = chefs.data;
  return (
    <>
      {contextHolder}
      <div className="cc-admin-page-head">
        <h1>Chefs</h1>
        <div className="cc-admin-page-head__actions">
          <Button type="primary" onClick={() => navigate('/admin/chefs/new')}>
            Add Chef
          </Button>
        </div>
      </div>
      <Card styles={{ body: { paddingTop: 12 } }}>
        <div className="cc-admin-toolbar">
          <SearchBox value={view.search} onSearch={onSearch} placeholder="Search chefs..." label="Search chefs by name or email" />
          {filter('tier', 'Tier', CHEF_TIERS.map((tier) => ({ value: tier, label: tier })))}
          {filter('status', 'Status', CHEF_STATUSES)}
          {filter('serviceType', 'Service type', SERVICE_TYPES)}
        </div>
        {chefs.isError && !data ? (
          <LoadError title="Failed to load chefs" error={chefs.error} onRetry={() => void chefs.refetch()} />
        ) : (
          <ScrollRegion label="Chefs table">
            <Table<ChefRow>
              rowKey="id"
              columns={columns}
              dataSource={data?.rows ?? []}
              loading={chefs.isFetching}
              locale={{ emptyText: <span className="cc-admin-muted">{chefs.isPending ? 'Loading chefs...' : 'No chefs found'}</span> }}
              onChange={onChange}
              showSorterTooltip={false}
              pagination={{
                current: view.page,
                pageSize: view.pageSize,
                total: data?.total ?? 0,
                showSizeChanger: true,
                pageSizeOptions: ADMIN_PAGE_SIZES.map(String),
                showTotal: (total, [from, to]) => `${from}-${to} of ${total} chefs`,
              }}
            />
          </ScrollRegion>
        )}
      </Card>
    </>
  );
}
