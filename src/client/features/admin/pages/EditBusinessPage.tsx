import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { BUSINESS_TYPES, EMPLOYEE_COUNTS, PROVINCES } from '../../../../common/constants';
import { profileUpdateInput, type ProfileUpdateInput } from '../../../../common/schemas/registration';
import { usePageMeta } from '../../../components/usePageMeta';
import { apiErrorMessage, apiFieldErrors } from '../../../lib/apiError';
import { toast } from '../../../lib/toast';
import { trpc } from '../../../lib/trpc';
import { zodRule } from '../../../lib/zodRule';
import { PageError, PageLoading, useBusinessIdParam } from '../components/PageStates';

const fields = profileUpdateInput.shape;
const rule = (name: keyof typeof fields) => [zodRule(fields[name])];

/** The business and contact fields with the wizard's rules (the same zod schema the server uses). */
export function EditBusinessPage() {
  const businessId = useBusinessIdParam();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const [form] = Form.useForm<ProfileUpdateInput>();
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
        Object.entries(fieldErrors).map(([field, message]) => ({ name: field as keyof ProfileUpdateInput, errors: [message] })),
      );
      toast.error('Update failed', apiErrorMessage(error, 'Failed to update profile. Please try again.'));
    },
  });

  const data = detail.data;
  useEffect(() => {
    if (!data) return;
    const { business, contact } = data;
    form.setFieldsValue({
      businessName: business.businessName,
      businessType: business.businessType as ProfileUpdateInput['businessType'],
      businessAddress: business.businessAddress,
      city: business.city,
      state: business.state as ProfileUpdateInput['state'],
      zipCode: business.zipCode,
      employeeCount: business.employeeCount as ProfileUpdateInput['employeeCount'],
      description: business.description ?? '',
      firstName: contact?.firstName ?? '',
      lastName: contact?.lastName ?? '',
      jobTitle: contact?.jobTitle ?? '',
      email: contact?.email ?? '',
      phone: contact?.phone ?? '',
    });
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
      <Form<ProfileUpdateInput>
        form={form}
        layout="vertical"
        className="cc-admin-form"
        onFinish={(values) => save.mutate({ ...values, id: businessId })}
        disabled={save.isPending}
        scrollToFirstError
      >
        <Card title={<h2 className="cc-admin-section-title">Business</h2>} style={{ marginBottom: 16 }}>
          <Form.Item label="Business Name" name="businessName" rules={rule('businessName')}>
            <Input autoComplete="organization" />
          </Form.Item>
          <Form.Item label="Business Type" name="businessType" rules={rule('businessType')}>
            <Select options={BUSINESS_TYPES.map((type) => ({ value: type.value, label: type.label }))} />
          </Form.Item>
          <Form.Item label="Business Address" name="businessAddress" rules={rule('businessAddress')}>
            <Input autoComplete="street-address" />
          </Form.Item>
          <div className="cc-admin-grid-2" style={{ marginBottom: 0, gap: '0 16px' }}>
            <Form.Item label="City" name="city" rules={rule('city')}>
              <Input autoComplete="address-level2" />
            </Form.Item>
            <Form.Item label="Province" name="state" rules={rule('state')}>
              <Select options={PROVINCES.map((province) => ({ value: province.value, label: province.label }))} />
            </Form.Item>
            <Form.Item label="Postal Code" name="zipCode" rules={rule('zipCode')}>
              <Input autoComplete="postal-code" />
            </Form.Item>
            <Form.Item label="Employees" name="employeeCount" rules={rule('employeeCount')}>
              <Select options={EMPLOYEE_COUNTS.map((count) => ({ value: count, label: count }))} />
            </Form.Item>
          </div>
          <Form.Item label="Description" name="description" rules={rule('description')}>
            <Input.TextArea rows={3} />
          </Form.Item>
        </Card>
        <Card title={<h2 className="cc-admin-section-title">Contact</h2>} style={{ marginBottom: 16 }}>
          <div className="cc-admin-grid-2" style={{ marginBottom: 0, gap: '0 16px' }}>
            <Form.Item label="First Name" name="firstName" rules={rule('firstName')}>
              <Input autoComplete="off" />
            </Form.Item>
            <Form.Item label="Last Name" name="lastName" rules={rule('lastName')}>
              <Input autoComplete="off" />
            </Form.Item>
            <Form.Item label="Job Title" name="jobTitle" rules={rule('jobTitle')}>
              <Input autoComplete="off" />
            </Form.Item>
            <Form.Item label="Phone" name="phone" rules={rule('phone')}>
              <Input type="tel" autoComplete="off" />
            </Form.Item>
          </div>
          <Form.Item label="Email" name="email" rules={rule('email')}>
            <Input type="email" autoComplete="off" />
          </Form.Item>
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
