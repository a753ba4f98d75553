import { Alert, Button, InputNumber } from 'antd';
import { useId, useState, type FormEvent } from 'react';
import { lowBalanceInput } from '../../../../common/schemas/billing';
import { LoadError } from '../../../components/LoadError';
import { apiErrorMessage, apiFieldErrors } from '../../../lib/apiError';
import { trpc } from '../../../lib/trpc';
import { zodProblem } from '../../../lib/zodRule';
import { PanelLoading } from './PanelLoading';
import { formatHours } from '../format';

function savedText(hours: number): string {
  return hours === 0 ? 'Saved: the low-balance email is off.' : `Saved: we will email you when fewer than ${formatHours(hours)} are left.`;
}

/** The form, once the saved level is known: what is typed stays through a failed save. */
function LowBalanceForm({ saved }: { saved: number }) {
  const [value, setValue] = useState<number | null>(saved);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const utils = trpc.useUtils();
  const inputId = useId();
  const beforeId = useId();
  const afterId = useId();
  const hintId = useId();
  const errorId = useId();
  const save = trpc.business.billing.setLowBalance.useMutation({
    onSuccess: (answer) => {
      utils.business.billing.lowBalance.setData(undefined, answer);
      setValue(answer.lowBalanceHours);
      setStatus(savedText(answer.lowBalanceHours));
    },
    onError: (error) => {
      setStatus('');
      // The server's own message for the field when it names one (the same the schema gives here).
      setFieldError(apiFieldErrors(error).lowBalanceHours ?? null);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = zodProblem(lowBalanceInput.shape.lowBalanceHours, value);
    setFieldError(problem);
    setStatus('');
    if (problem === null && value !== null) save.mutate({ lowBalanceHours: value });
  };

  const otherFailure = save.isError && !apiFieldErrors(save.error).lowBalanceHours;
  return (
    <form onSubmit={submit} noValidate className="cc-low-balance">
      <div className="cc-low-balance__line">
        <label id={beforeId} htmlFor={inputId}>
          Email me when fewer than
        </label>
        <InputNumber
          id={inputId}
          value={value}
          onChange={(next) => {
            setValue(typeof next === 'number' ? next : null);
            setFieldError(null);
          }}
          inputMode="numeric"
          className="cc-low-balance__input"
          status={fieldError ? 'error' : undefined}
          aria-labelledby={`${beforeId} ${afterId}`}
          aria-describedby={fieldError ? `${errorId} ${hintId}` : hintId}
          aria-invalid={fieldError ? true : undefined}
          disabled={save.isPending}
        />
        <span id={afterId}>hours are left</span>
      </div>
      {fieldError && (
        <p id={errorId} className="cc-field-error" role="alert">
          {fieldError}
        </p>
      )}
      <p id={hintId} className="cc-muted cc-low-balance__hint">
        One email each time your available hours fall below this level. 0 turns it off.
      </p>
      {otherFailure && (
        <Alert type="error" showIcon title="Not saved" description={apiErrorMessage(save.error, 'Please try again.')} className="cc-low-balance__error" />
      )}
      <div className="cc-low-balance__actions">
        <Button type="primary" htmlType="submit" loading={save.isPending} disabled={save.isPending}>
          Save
        </Button>
        <span role="status" className="cc-muted">
          {status}
        </span>
      </div>
    </form>
  );
}

/** The low-balance alert (DECISIONS.md section 12): the level below which the contact is emailed. */
export function LowBalancePanel() {
  const lowBalance = trpc.business.billing.lowBalance.useQuery();
  return (
    <section className="cc-dash__panel" aria-labelledby="low-balance-title">
      <h2 id="low-balance-title">Low-balance alert</h2>
      {lowBalance.isPending ? (
        <PanelLoading label="Loading your alert…" rows={1} />
      ) : lowBalance.isError ? (
        <LoadError title="Could not load your alert" error={lowBalance.error} onRetry={() => void lowBalance.refetch()} />
      ) : (
        <LowBalanceForm saved={lowBalance.data.lowBalanceHours} />
      )}
    </section>
  );
}
