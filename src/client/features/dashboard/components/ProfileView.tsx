import { Button, Form, Input, Select } from 'antd';
import { BUSINESS_TYPES, EMPLOYEE_COUNTS, PROVINCES } from '../../../../common/constants';
import { businessInfoFields, businessInfoSchema, contactInfoFields, type ProfileUpdateInput } from '../../../../common/schemas/registration';
import { apiFieldErrors } from '../../../lib/apiError';
import { toast } from '../../../lib/toast';
import { trpc } from '../../../lib/trpc';
import { zodRule } from '../../../lib/zodRule';
import { useRefreshDashboard, type DashboardData } from '../useDashboard';
import { ViewHeading } from './ViewHeading';

const NOT_PROVIDED = 'Not provided';

function orNotProvided(value: string | null | undefined): string {
  return value && value.trim() ? value : NOT_PROVIDED;
}

function labelOf(options: readonly { value: string; label: string }[], value: string | undefined): string {
  return options.find((option) => option.value === value)?.label ?? orNotProvided(value);
}

function ProfileDetails({ data }: { data: DashboardData }) {
  const { business, contact } = data;
  const contactName = contact ? `${contact.firstName} ${contact.lastName}`.trim() : '';
  const rows: [string, string][] = [
    ['Business Name', orNotProvided(business.businessName)],
    ['Business Type', labelOf(BUSINESS_TYPES, business.businessType)],
    ['Street Address', orNotProvided(business.businessAddress)],
    ['City', orNotProvided(business.city)],
    ['Province', orNotProvided(business.state)],
    ['Postal Code', orNotProvided(business.zipCode)],
  ];
  const contactRows: [string, string][] = [
    ['Contact Name', orNotProvided(contactName)],
    ['Job Title', orNotProvided(contact?.jobTitle)],
    ['Email', orNotProvided(contact?.email)],
    ['Phone', orNotProvided(contact?.phone)],
  ];
  return (
    <div className="cc-dash__columns">
      {[
        { title: 'Business', id: 'profile-business', rows },
        { title: 'Contact', id: 'profile-contact', rows: contactRows },
      ].map((group) => (
        <section key={group.id} className="cc-dash__panel" aria-labelledby={group.id}>
          <h2 id={group.id}>{group.title}</h2>
          <dl className="cc-profile">
            {group.rows.map(([label, value]) => (
              <div key={label} className="cc-profile__row">
                <dt>{label}</dt>
                <dd className={value === NOT_PROVIDED ? 'cc-muted' : undefined}>{value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}

type ProfileValues = ProfileUpdateInput;

/** The wizard's rules, from the same schemas (SPEC.md section 5). */
const rules = {
  businessName: [zodRule(businessInfoFields.businessName)],
  businessType: [zodRule(businessInfoFields.businessType)],
  businessAddress: [zodRule(businessInfoFields.businessAddress)],
  city: [zodRule(businessInfoFields.city)],
  state: [zodRule(businessInfoFields.state)],
  zipCode: [zodRule(businessInfoFields.zipCode)],
  employeeCount: [zodRule(businessInfoSchema.shape.employeeCount.optional())],
  description: [zodRule(businessInfoSchema.shape.description)],
  firstName: [zodRule(contactInfoFields.firstName)],
  lastName: [zodRule(contactInfoFields.lastName)],
  jobTitle: [zodRule(contactInfoFields.jobTitle)],
  email: [zodRule(contactInfoFields.email)],
  phone: [zodRule(contactInfoFields.phone)],
};

const FIELD_NAMES = Object.keys(rules) as (keyof ProfileValues)[];

function ProfileEditForm({ data, onDone }: { data: DashboardData; onDone: () => void }) {
  const [form] = Form.useForm<ProfileValues>();
  const refresh = useRefreshDashboard();
  const { business, contact } = data;
  const update = trpc.business.updateProfile.useMutation({
    onSuccess: async () => {
      toast.success('Profile Updated', 'Your business information has been updated successfully.');
      await refresh();
      onDone();
    },
    onError: (error) => {
      const fieldErrors = apiFieldErrors(error);
      form.setFields(
        FIELD_NAMES.filter((name) => fieldErrors[name]).map((name) => ({ name, errors: [fieldErrors[name] as string] })),
      );
      toast.error('Error', 'Failed to update profile. Please try again.');
    },
  });

  const initialValues: Partial<ProfileValues> = {
    businessName: business.businessName,
    businessType: business.businessType as ProfileValues['businessType'],
    businessAddress: business.businessAddress,
    city: business.city,
    state: business.state as ProfileValues['state'],
    zipCode: business.zipCode,
    employeeCount: business.employeeCount as ProfileValues['employeeCount'],
    description: business.description ?? '',
    firstName: contact?.firstName ?? '',
    lastName: contact?.lastName ?? '',
    jobTitle: contact?.jobTitle ?? '',
    email: contact?.email ?? '',
    phone: contact?.phone ?? '',
  };

  return (
    <Form<ProfileValues>
      form={form}
      layout="vertical"
      initialValues={initialValues}
      onFinish={(values) => update.mutate(values)}
      className="cc-profile-form"
    >
      <section className="cc-dash__panel" aria-labelledby="edit-business-title">
        <h2 id="edit-business-title">Business</h2>
        <div className="cc-form-grid">
          <Form.Item label="Business Name" name="businessName" rules={rules.businessName}>
            <Input autoComplete="organization" />
          </Form.Item>
          <Form.Item label="Business Type" name="businessType" rules={rules.businessType}>
            <Select options={BUSINESS_TYPES.map(({ value, label }) => ({ value, label }))} />
          </Form.Item>
          <Form.Item label="Business Address" name="businessAddress" rules={rules.businessAddress} className="cc-form-grid__wide">
            <Input autoComplete="street-address" />
          </Form.Item>
          <Form.Item label="City" name="city" rules={rules.city}>
            <Input autoComplete="address-level2" />
          </Form.Item>
          <Form.Item label="Province" name="state" rules={rules.state}>
            <Select options={PROVINCES.map(({ value, label }) => ({ value, label }))} />
          </Form.Item>
          <Form.Item label="Postal Code" name="zipCode" rules={rules.zipCode}>
            <Input autoComplete="postal-code" />
          </Form.Item>
          <Form.Item label="Number of Employees" name="employeeCount" rules={rules.employeeCount}>
            <Select options={EMPLOYEE_COUNTS.map((value) => ({ value, label: value }))} />
          </Form.Item>
          <Form.Item label="Description" name="description" rules={rules.description} className="cc-form-grid__wide">
            <Input.TextArea rows={3} />
          </Form.Item>
        </div>
      </section>
      <section className="cc-dash__panel" aria-labelledby="edit-contact-title">
        <h2 id="edit-contact-title">Contact</h2>
        <div className="cc-form-grid">
          <Form.Item label="First Name" name="firstName" rules={rules.firstName}>
            <Input autoComplete="given-name" />
          </Form.Item>
          <Form.Item label="Last Name" name="lastName" rules={rules.lastName}>
            <Input autoComplete="family-name" />
          </Form.Item>
          <Form.Item label="Job Title" name="jobTitle" rules={rules.jobTitle}>
            <Input autoComplete="organization-title" />
          </Form.Item>
          <Form.Item label="Email" name="email" rules={rules.email}>
            <Input type="email" autoComplete="email" />
          </Form.Item>
          <Form.Item label="Phone" name="phone" rules={rules.phone}>
            <Input type="tel" autoComplete="tel" placeholder="(123) 456-7890" />
          </Form.Item>
        </div>
      </section>
      <div className="cc-dialog__actions">
        <Button onClick={onDone} disabled={update.isPending}>
          Cancel
        </Button>
        <Button type="primary" htmlType="submit" loading={update.isPending} disabled={update.isPending}>
          Save Changes
        </Button>
      </div>
    </Form>
  );
}

interface ProfileViewProps {
  data: DashboardData;
  focusHeading: boolean;
  editing: boolean;
  onEditingChange: (editing: boolean) => void;
}

export function ProfileView({ data, focusHeading, editing, onEditingChange }: ProfileViewProps) {
  return (
    <>
      <div className="cc-dash__heading-row">
        <ViewHeading focus={focusHeading} key={editing ? 'edit' : 'view'}>
          {editing ? 'Edit Business Profile' : 'Profile'}
        </ViewHeading>
        {!editing && (
          <Button type="primary" onClick={() => onEditingChange(true)}>
            Edit Profile
          </Button>
        )}
      </div>
      {editing ? <ProfileEditForm data={data} onDone={() => onEditingChange(false)} /> : <ProfileDetails data={data} />}
    </>
  );
}
