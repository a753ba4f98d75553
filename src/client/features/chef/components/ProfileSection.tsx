import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { CHEF_GROUPS } from '../../../../common/chefs';
import { serviceTypeLabel } from '../../../../common/constants';
import { chefProfileInput } from '../../../../common/schemas/chefs';
import { apiErrorMessage, apiFieldErrors } from '../../../lib/apiError';
import { toast } from '../../../lib/toast';
import { trpc } from '../../../lib/trpc';
import { zodRule } from '../../../lib/zodRule';
import { PortalSection } from './PortalSection';
import type { ChefSelf } from './types';

const { TextArea } = Input;

interface ProfileForm {
  phone: string;
  photoUrl: string;
  bio: string;
  specialty: string;
}

const groupTitle = new Map<string, string>(CHEF_GROUPS.map((group) => [group.value, group.title]));

/** What the admin keeps (rate, tier, Red Seal…): shown, never edited here (DECISIONS.md section 8). */
function AdminFacts({ chef }: { chef: ChefSelf }) {
  const facts: [string, string][] = [
    ['Name', chef.name],
    ['Email', chef.email],
    ['Hourly rate', `$${chef.hourlyRate}/hr`],
    ['Tier', `${chef.tier} (${chef.yearsExperience} years)`],
    ['Red Seal', chef.redSeal ? `Yes${chef.redSealNumber ? `, certificate ${chef.redSealNumber}` : ''}` : 'No'],
    ['Group', groupTitle.get(chef.group) ?? chef.group],
    ['Services', chef.serviceTypes.map(serviceTypeLabel).join(', ')],
  ];
  return (
    <dl className="cc-chef-facts">
      {facts.map(([term, value]) => (
        <div key={term} style={{ display: 'contents' }}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The chef's own profile: phone, photo, bio and specialty are theirs to keep up. */
export function ProfileSection({ chef }: { chef: ChefSelf }) {
  const utils = trpc.useUtils();
  const [form] = Form.useForm<ProfileForm>();
  const update = trpc.chef.updateProfile.useMutation({
    onSuccess: (saved) => {
      utils.chef.me.setData(undefined, saved);
      toast.success('Profile saved');
    },
    onError: (error) => {
      const fieldErrors = apiFieldErrors(error);
      form.setFields(Object.entries(fieldErrors).map(([name, message]) => ({ name: name as keyof ProfileForm, errors: [message] })));
      toast.error('Profile not saved', apiErrorMessage(error, 'Please try again.'));
    },
  });

  return (
    <PortalSection id="profile" title="Profile">
      <p className="cc-chef-muted" style={{ marginTop: 0 }}>
        Set by ChefConnect; ask your coordinator to change them.
      </p>
      <AdminFacts chef={chef} />
      <Form<ProfileForm>
        form={form}
        layout="vertical"
        requiredMark={false}
        // The schema's messages replace the browser's own validation bubbles (type="url").
        noValidate
        initialValues={{ phone: chef.phone ?? '', photoUrl: chef.photoUrl ?? '', bio: chef.bio ?? '', specialty: chef.specialty }}
        onFinish={(values) => update.mutate(values)}
        disabled={update.isPending}
      >
        <Form.Item label="Phone" name="phone" rules={[zodRule(chefProfileInput.shape.phone)]}>
          <Input type="tel" autoComplete="tel" />
        </Form.Item>
        <Form.Item label="Photo URL" name="photoUrl" rules={[zodRule(chefProfileInput.shape.photoUrl)]}>
          <Input type="url" placeholder="https://" />
        </Form.Item>
        <Form.Item label="Specialty" name="specialty" rules={[zodRule(chefProfileInput.shape.specialty.unwrap())]}>
          <Input />
        </Form.Item>
        <Form.Item label="Bio" name="bio" rules={[zodRule(chefProfileInput.shape.bio)]}>
          <TextArea rows={4} maxLength={2000} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={update.isPending}>
          Save profile
        </Button>
      </Form>
    </PortalSection>
  );
}
