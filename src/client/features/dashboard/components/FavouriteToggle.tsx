import { HeartFilled, HeartOutlined } from '@ant-design/icons';
import { PlainButton } from '../../../components/ButtonLink';
import { apiErrorMessage } from '../../../lib/apiError';
import { toast } from '../../../lib/toast';
import { trpc } from '../../../lib/trpc';

/**
 * The heart beside a chef who worked for the business (DECISIONS.md section 10): a favourite is
 * offered a booking first when the coordinators choose "offer to favourites first".
 */
export function FavouriteToggle({ chef }: { chef: { id: number; name: string } }) {
  const utils = trpc.useUtils();
  const favourites = trpc.business.favourites.useQuery();
  const refresh = () => utils.business.favourites.invalidate();
  const onError = (error: unknown) => toast.error('Could not update your favourites', apiErrorMessage(error, 'Please try again.'));
  const add = trpc.business.addFavourite.useMutation({ onSuccess: refresh, onError });
  const remove = trpc.business.removeFavourite.useMutation({ onSuccess: refresh, onError });
  if (!favourites.data) return null;

  const favourite = favourites.data.includes(chef.id);
  const pending = add.isPending || remove.isPending;
  return (
    <PlainButton
      variant="text"
      aria-pressed={favourite}
      aria-label={`Favourite chef: ${chef.name}`}
      disabled={pending}
      onClick={() => (favourite ? remove : add).mutate({ chefId: chef.id })}
    >
      {favourite ? <HeartFilled aria-hidden style={{ color: '#cf1322' }} /> : <HeartOutlined aria-hidden />}
      {favourite ? 'Favourite' : 'Add to favourites'}
    </PlainButton>
  );
}
