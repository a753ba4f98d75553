import Input from 'antd/es/input';

/** A From or To day of an admin view's filters (YYYY-MM-DD, a day in Vancouver); cleared, it is undefined. */
export function DayFilter({ id, label, value, onChange }: { id: string; label: string; value: string | undefined; onChange: (day: string | undefined) => void }) {
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
      <label htmlFor={id}>{label}</label>
      <Input
        id={id}
        type="date"
        value={value ?? ''}
        style={{ width: 160 }}
        onChange={(event) => {
          const day = event.target.value;
          if (day === '' || /^\d{4}-\d{2}-\d{2}$/.test(day)) onChange(day || undefined);
        }}
      />
    </span>
  );
}
