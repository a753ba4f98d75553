import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Form from 'antd/es/form';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { ProfileInput } from '../../../../common/schemas/registration';
import { BusinessFields, ContactFields, profileFormValues, type BusinessRows, type ContactRows } from '../../../components/ProfileFields';
import { usePageMeta } from '../../../components/usePageMeta';
import { apiErrorMessage, apiFieldErrors } from '../../../lib/apiError';
import { toast } from '../../../lib/toast';
import { trpc } from '../../../lib/trpc';
import { PageError, PageLoading, useBusinessIdParam } from '../components/PageStates';

const GRID = 'cc-admin-grid-2';
const GRID_STYLE = { marginBottom: 0, gap: '0 16px' };
const BUSINESS_ROWS: BusinessRows = [
  'businessName',
  'businessType',
  'businessAddress',
  ['city', 'state', 'zipCode', 'employeeCount'],
  'description',
];
const CONTACT_ROWS: ContactRows = [['firstName', 'lastName', 'jobTitle', 'phone'], 'email'];

/** The business and contact fields with the wizard's rules (the same zod schema the server uses). */
export function EditBusinessPage() {
  const businessId = useBusinessIdParam();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const [form] = Form.useForm<ProfileInput>();
  const detail = trpc.admin.business.useQuery({ id: businessId ?? 0 }, { enabled: businessId !== null });
  const name = detail.data?.business.businessName;
  usePageMeta(name ? `Edit ${name} · Admin` : 'Edit Business', 'Edit a business profile and its contact.');

  const save = trpc.admin.updateBusiness.useMutation({
    onSuccess: async (data) => {
      toast.success('Business updated', `${data.business.businessName} has been saved.`);
      await utils.admin.invalidate();
      navigate(`/admin/business/${businessId}`);
    },
    onError: (error) => {
      // The form keeps every value typed; the server's field messages show under their fields.
      const fieldErrors = apiFieldErrors(error);
      form.setFields(
        Object.entries(fieldErrors).map(([field, message]) => ({ name: field as keyof ProfileInput, errors: [message] })),
      );
      toast.error('Update failed', apiErrorMessage(error, 'Failed to update profile. Please try again.'));
    },
  });

  const data = detail.data;
  useEffect(() => {
    if (!data) return;
    form.setFieldsValue(profileFormValues(data));
  }, [data, form]);

  if (businessId === null) return <PageError title="Edit Business" error={new Error('Business not found')} />;
  if (detail.isPending) return <PageLoading label="Loading business data..." />;
  if (detail.isError) return <PageError title="Edit Business" error={detail.error} onRetry={() => void detail.refetch()} />;

  return (
    <>
      <p style={{ margin: '0 0 8px' }}>
        <Link to={`/admin/business/${businessId}`}>← {detail.data.business.businessName}</Link>
      </p>
      <div className="cc-admin-page-head">
        <h1>Edit Business</h1>
      </div>
      <Form<ProfileInput>
        form={form}
        layout="vertical"
        className="cc-admin-form"
        onFinish={(values) => save.mutate({ ...values, id: businessId })}
        disabled={save.isPending}
        scrollToFirstError
      >
        <Card title={<h2 className="cc-admin-section-title">Business</h2>} style={{ marginBottom: 16 }}>
          <BusinessFields rows={BUSINESS_ROWS} gridClassName={GRID} gridStyle={GRID_STYLE} labels={{ employeeCount: 'Employees' }} />
        </Card>
        <Card title={<h2 className="cc-admin-section-title">Contact</h2>} style={{ marginBottom: 16 }}>
          <ContactFields rows={CONTACT_ROWS} gridClassName={GRID} gridStyle={GRID_STYLE} autoFill={false} />
        </Card>
        <div className="cc-admin-page-head__actions">
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            Save Changes
          </Button>
          <Button htmlType="button" onClick={() => navigate(`/admin/business/${businessId}`)}>
            Cancel
          </Button>
        </div>
      </Form>
    </>
  );
}
