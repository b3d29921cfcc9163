import { useMutation } from '@tanstack/react-query';
import { type MemberProfile, memberProfileSchema } from '../../../shared/profile/member-profile.schema';
import { errorMessage } from '../../lib/error-message';
import { notifyError, notifySuccess } from '../../lib/notify';
import { sendImage } from '../../lib/send-form';
import { trpc } from '../../lib/trpc';

/** The member's own club profile (photo, where and what they play, their index, their directory choices). */
export function useClubProfile() {
  return trpc.people.profile.useQuery(undefined);
}

/** Each change answers the whole profile: it goes straight into the cache, and the directory reads again. */
export function useSavedClubProfile() {
  const utils = trpc.useUtils();
  return async (saved: MemberProfile) => {
    utils.people.profile.setData(undefined, saved);
    await utils.people.directory.invalidate();
  };
}

/** A photo goes up as multipart (POST /api/profile/photo); removing it is a tRPC call. */
export function usePhotoActions(onUploaded: () => void) {
  const saved = useSavedClubProfile();
  const upload = useMutation({
    mutationFn: async (file: File) => memberProfileSchema.parse(await sendImage('/api/profile/photo', file)),
    onSuccess: async (profile) => {
      onUploaded();
      notifySuccess('Photo Updated', 'Members see your new photo in the directory.');
      await saved(profile);
    },
    onError: (error) => notifyError('Photo Not Saved', errorMessage(error, 'Please try another image.')),
  });
  const remove = trpc.people.removePhoto.useMutation({
    onSuccess: async (profile) => {
      notifySuccess('Photo Removed', 'Your initials are shown instead.');
      await saved(profile);
    },
    onError: (error) => notifyError('Photo Not Removed', errorMessage(error, 'Please try again.')),
  });
  return { upload, remove };
}
