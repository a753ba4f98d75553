import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import { useState } from 'react';
import { AVAILABILITY_SLOTS, WEEKDAYS, type AvailabilitySlot, type Weekday } from '../../../../common/chefs';
import { apiErrorMessage } from '../../../lib/apiError';
import { toast } from '../../../lib/toast';
import { trpc } from '../../../lib/trpc';
import { PortalSection } from './PortalSection';
import type { WeeklyAvailability } from './types';

const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

const AVAILABILITY_ID = 'availability';

/**
 * A new chef's first step (DECISIONS.md section 17): with no weekly availability the chef is
 * eligible for no booking, so no offer ever comes. Until one slot is saved the portal leads with
 * this, and its button takes the chef to the week (focus on its first box, for a keyboard too).
 */
export function AvailabilityLead({ availability }: { availability: WeeklyAvailability }) {
  if (WEEKDAYS.some((day) => availability[day].length > 0)) return null;
  const toAvailability = () => {
    const section = document.getElementById(AVAILABILITY_ID);
    section?.scrollIntoView({ block: 'start' });
    section?.querySelector<HTMLInputElement>('input[type="checkbox"]')?.focus({ preventScroll: true });
  };
  return (
    <Alert
      type="info"
      showIcon
      className="cc-chef-lead"
      title="Set your weekly availability to get offers"
      description={
        <>
          <p style={{ margin: '4px 0 8px' }}>Businesses are offered only chefs who work the day and time they booked.</p>
          <Button type="primary" onClick={toAvailability}>
            Set availability
          </Button>
        </>
      }
    />
  );
}

/**
 * For each weekday, which of morning, afternoon and evening the chef works; "All day" is all
 * three (an all-day booking needs every slot). The week is edited here and saved at once; a
 * failed save keeps the edits on screen.
 */
export function AvailabilitySection({ availability }: { availability: WeeklyAvailability }) {
  const utils = trpc.useUtils();
  const [week, setWeek] = useState<WeeklyAvailability>(availability);
  const [changed, setChanged] = useState(false);
  const save = trpc.chef.setAvailability.useMutation({
    onSuccess: async () => {
      setChanged(false);
      toast.success('Availability saved', 'Businesses can book you in the hours you marked.');
      await utils.chef.me.invalidate();
    },
    onError: (error) => toast.error('Availability not saved', apiErrorMessage(error, 'Please try again.')),
  });

  const setSlots = (day: Weekday, slots: AvailabilitySlot[]) => {
    setWeek((current) => ({ ...current, [day]: AVAILABILITY_SLOTS.filter((slot) => slots.includes(slot)) }));
    setChanged(true);
  };
  const toggle = (day: Weekday, slot: AvailabilitySlot, on: boolean) =>
    setSlots(day, on ? [...week[day], slot] : week[day].filter((held) => held !== slot));

  return (
    <PortalSection id={AVAILABILITY_ID} title="Weekly availability">
      <p className="cc-chef-muted" style={{ marginTop: 0 }}>
        Tick the parts of each day you can work. All day means morning, afternoon and evening.
      </p>
      <div className="cc-chef-week">
        {WEEKDAYS.map((day) => {
          const slots = week[day];
          const allDay = slots.length === AVAILABILITY_SLOTS.length;
          return (
            <fieldset key={day} className="cc-chef-day">
              <legend>{capitalized(day)}</legend>
              <div className="cc-chef-day__slots">
                {AVAILABILITY_SLOTS.map((slot) => (
                  <Checkbox key={slot} checked={slots.includes(slot)} onChange={(event) => toggle(day, slot, event.target.checked)}>
                    {capitalized(slot)}
                  </Checkbox>
                ))}
                <Checkbox
                  checked={allDay}
                  indeterminate={!allDay && slots.length > 0}
                  onChange={(event) => setSlots(day, event.target.checked ? [...AVAILABILITY_SLOTS] : [])}
                >
                  All day
                </Checkbox>
              </div>
            </fieldset>
          );
        })}
      </div>
      <Button type="primary" loading={save.isPending} onClick={() => save.mutate({ weekly: week })}>
        Save availability
      </Button>
      {changed && !save.isPending && <span className="cc-chef-muted" style={{ marginLeft: 12 }}>Unsaved changes</span>}
    </PortalSection>
  );
}
