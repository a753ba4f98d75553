import { Button, Form } from 'antd';
import { BUSINESS_TYPES } from '../../../../common/constants';
import { profileUpdateInput, type ProfileUpdateInput } from '../../../../common/schemas/registration';
import { BusinessFields, ContactFields, profileFormValues, type BusinessRows, type ContactRows } from '../../../components/ProfileFields';
import { apiFieldErrors } from '../../../lib/apiError';
import { useMay } from '../../../lib/role';
import { toast } from '../../../lib/toast';
import { trpc } from '../../../lib/trpc';
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

const FIELD_NAMES = Object.keys(profileUpdateInput.shape) as (keyof ProfileValues)[];
const BUSINESS_ROWS: BusinessRows = [
  ['businessName', 'businessType'],
  'businessAddress',
  ['city', 'state', 'zipCode', 'employeeCount'],
  'description',
];
const CONTACT_ROWS: ContactRows = [['firstName', 'lastName', 'jobTitle', 'email', 'phone']];

function ProfileEditForm({ data, onDone }: { data: DashboardData; onDone: () => void }) {
  const [form] = Form.useForm<ProfileValues>();
  const refresh = useRefreshDashboard();
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

  return (
    <Form<ProfileValues>
      form={form}
      layout="vertical"
      initialValues={profileFormValues(data)}
      onFinish={(values) => update.mutate(values)}
      className="cc-profile-form"
    >
      <section className="cc-dash__panel" aria-labelledby="edit-business-title">
        <h2 id="edit-business-title">Business</h2>
        <BusinessFields rows={BUSINESS_ROWS} gridClassName="cc-form-grid" />
      </section>
      <section className="cc-dash__panel" aria-labelledby="edit-contact-title">
        <h2 id="edit-contact-title">Contact</h2>
        <ContactFields rows={CONTACT_ROWS} gridClassName="cc-form-grid" placeholders={{ phone: '(123) 456-7890' }} />
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
  const mayEdit = useMay('book');
  return (
    <>
      <div className="cc-dash__heading-row">
        <ViewHeading focus={focusHeading} key={editing ? 'edit' : 'view'}>
          {editing ? 'Edit Business Profile' : 'Profile'}
        </ViewHeading>
        {!editing && mayEdit && (
          <Button type="primary" onClick={() => onEditingChange(true)}>
            Edit Profile
          </Button>
        )}
      </div>
      {editing && mayEdit ? <ProfileEditForm data={data} onDone={() => onEditingChange(false)} /> : <ProfileDetails data={data} />}
    </>
  );
}
