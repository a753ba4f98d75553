import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Input from 'antd/es/input';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { ExportKind } from '../../../../common/schemas/admin';
import { usePageMeta } from '../../../components/usePageMeta';

const exportsOffered: { kind: ExportKind; title: string; description: string }[] = [
  {
    kind: 'businesses',
    title: 'Businesses',
    description: 'One row per business: profile, contact and labor bank balance.',
  },
  {
    kind: 'bookings',
    title: 'Bookings',
    description: 'Every booking of the matching businesses, with status, date, time slot and hours.',
  },
  {
    kind: 'ledger',
    title: 'Labor ledger',
    description: 'Every labor bank entry of the matching businesses: hours added and deducted.',
  },
];

export function exportUrl(kind: ExportKind, search: string): string {
  const query = search.trim() ? `?search=${encodeURIComponent(search.trim())}` : '';
  return `/api/admin/export/${kind}.csv${query}`;
}

/**
 * CSV downloads, filtered by the same search as the businesses table (it arrives here in ?q=).
 * The files are plain downloads: the browser sends the admin cookie with them.
 */
export function ExportDataPage() {
  usePageMeta('Export Data', 'Download businesses, bookings and the labor ledger as CSV.');
  const [params] = useSearchParams();
  const [search, setSearch] = useState(params.get('q') ?? '');

  return (
    <>
      <p style={{ margin: '0 0 8px' }}>
        <Link to={search.trim() ? `/admin/dashboard?q=${encodeURIComponent(search.trim())}` : '/admin/dashboard'}>
          ← All businesses
        </Link>
      </p>
      <div className="cc-admin-page-head">
        <h1>Export Data</h1>
      </div>
      {/* Beside the exports rather than in the header, whose desktop navigation holds no more links at 1280 px. */}
      <p className="cc-admin-note" style={{ margin: '0 0 16px' }}>
        A copy of the whole database instead? <Link to="/admin/backups">Backups</Link>
      </p>
      <Card style={{ marginBottom: 16 }}>
        <label htmlFor="export-search" style={{ display: 'block', fontWeight: 500, marginBottom: 4 }}>
          Only businesses matching (name or city)
        </label>
        <Input
          id="export-search"
          placeholder="Search businesses..."
          allowClear
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          style={{ maxWidth: 420 }}
        />
        <p className="cc-admin-note" style={{ marginTop: 8 }}>
          {search.trim() ? `The files hold only businesses whose name or city contains “${search.trim()}”.` : 'Empty: the files hold every business.'}{' '}
          Cells starting with = + - or @ are prefixed with an apostrophe so spreadsheets never run them as formulas.
        </p>
      </Card>
      <div className="cc-admin-cards">
        {exportsOffered.map((item) => (
          <Card key={item.kind} title={<h2 className="cc-admin-section-title">{item.title}</h2>}>
            <p className="cc-admin-muted">{item.description}</p>
            <Button type="primary" href={exportUrl(item.kind, search)} download aria-label={`Download ${item.title} CSV`}>
              Download CSV
            </Button>
          </Card>
        ))}
      </div>
    </>
  );
}
