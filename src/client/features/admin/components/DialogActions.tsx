import Button from 'antd/es/button';

/** A form dialog's buttons, right-aligned: Cancel (off while it saves), then the submit button. */
export function DialogActions({ submit, pending, onCancel }: { submit: string; pending: boolean; onCancel: () => void }) {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: 8 }}>
      <Button onClick={onCancel} disabled={pending}>
        Cancel
      </Button>
      <Button type="primary" htmlType="submit" loading={pending}>
        {submit}
      </Button>
    </div>
  );
}
