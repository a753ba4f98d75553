import { Button, type FormInstance } from 'antd';
import { useNavigate } from 'react-router-dom';

interface PreviousButtonProps<Values> {
  to: string;
  form: FormInstance<Values>;
  /** Saves the step when what is typed so far is complete and valid; otherwise nothing. */
  saveIfValid: (values: Values) => void;
}

/**
 * Goes back one step. A step is saved on Next (SPEC.md section 4); a complete step is also
 * kept when going back, so nothing typed is lost, and an incomplete one is never stored.
 */
export function PreviousButton<Values>({ to, form, saveIfValid }: PreviousButtonProps<Values>) {
  const navigate = useNavigate();
  return (
    <Button
      size="large"
      onClick={() => {
        saveIfValid(form.getFieldsValue(true) as Values);
        navigate(to);
      }}
    >
      Previous
    </Button>
  );
}
