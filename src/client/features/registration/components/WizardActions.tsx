import { Button } from 'antd';
import type { ReactNode } from 'react';

interface WizardActionsProps {
  /** Previous / Back, on the left. */
  back?: ReactNode;
  submitLabel?: string;
  submitting?: boolean;
}

/** The row under a step's form: the way back on the left, the submit button on the right. */
export function WizardActions({ back, submitLabel = 'Next', submitting = false }: WizardActionsProps) {
  return (
    <div className="cc-wizard__actions">
      {back ?? <span />}
      <Button type="primary" htmlType="submit" size="large" loading={submitting} disabled={submitting}>
        {submitLabel}
      </Button>
    </div>
  );
}
