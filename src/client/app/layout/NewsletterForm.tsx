import { Button, Form, Input } from 'antd';
import { newsletterInput } from '../../../common/schemas/requests';
import { apiErrorMessage } from '../../lib/apiError';
import { DataProviders } from '../../lib/DataProviders';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { zodRule } from '../../lib/zodRule';
import { AntdTheme } from '../../lib/AntdTheme';

interface NewsletterValues {
  email: string;
}

const emailRule = zodRule(newsletterInput.shape.email);

function NewsletterFields() {
  const [form] = Form.useForm<NewsletterValues>();
  const subscribe = trpc.public.newsletter.subscribe.useMutation({
    onSuccess: () => {
      toast.success('Subscribed!', 'Thanks for subscribing. Kitchen tips and chef news will arrive in your inbox.');
      form.resetFields();
    },
    onError: (error) => {
      toast.error('Subscription failed', apiErrorMessage(error, 'Please try again in a moment.'));
    },
  });

  return (
    <Form
      form={form}
      layout="vertical"
      requiredMark={false}
      className="cc-newsletter"
      // The schema's messages replace the browser's own validation bubbles (type="email").
      noValidate
      onFinish={(values) => subscribe.mutate({ email: values.email })}
    >
      <Form.Item label="Subscribe to our newsletter" name="email" rules={[emailRule]} validateTrigger="onSubmit">
        <Input type="email" autoComplete="email" placeholder="you@restaurant.ca" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={subscribe.isPending} disabled={subscribe.isPending}>
        Subscribe
      </Button>
    </Form>
  );
}

export default function NewsletterForm() {
  return (
    <AntdTheme>
      <DataProviders>
        <NewsletterFields />
      </DataProviders>
    </AntdTheme>
  );
}
