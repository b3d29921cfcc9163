import { Avatar, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { IconTrash, IconUpload } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import type { MemberProfile } from '../../../shared/profile/member-profile.schema';
import { MemberAvatar } from '../../components/member-avatar';
import { usePhotoActions } from './use-club-profile';

const IMAGE_TYPES = 'image/png,image/jpeg,image/webp,image/gif';
const SIZE = 96;

/** The member's square photo: choose one (seen first as it will be cropped), save it, replace or remove it. */
export function ProfilePhoto({ profile, name }: { profile: MemberProfile; name: string }) {
  // A chosen file is shown before it is sent; its object URL is let go when another is chosen or the choice ends.
  const [chosen, setChosen] = useState<{ file: File; url: string } | null>(null);
  const choose = (file: File | null) => setChosen(file ? { file, url: URL.createObjectURL(file) } : null);
  useEffect(
    () => () => {
      if (chosen) URL.revokeObjectURL(chosen.url);
    },
    [chosen],
  );
  const { upload, remove } = usePhotoActions(() => setChosen(null));
  const busy = upload.isPending || remove.isPending;
  return (
    <Group gap="md" align="center" wrap="nowrap">
      {chosen ? (
        <Avatar src={chosen.url} alt="Your new photo, not saved yet" size={SIZE} radius="xl" />
      ) : (
        <MemberAvatar name={name} photo={profile.photo} size={SIZE} />
      )}
      <Stack gap={6} style={{ minWidth: 0 }}>
        {chosen ? (
          <>
            <Text size="sm">Cropped square, as members will see it. Save it?</Text>
            <Group gap="xs">
              <Button size="sm" loading={upload.isPending} onClick={() => upload.mutate(chosen.file)}>
                Save photo
              </Button>
              <Button size="sm" variant="default" disabled={upload.isPending} onClick={() => setChosen(null)}>
                Cancel
              </Button>
            </Group>
          </>
        ) : (
          <>
            <Text size="sm" c="dimmed">
              {profile.photo ? 'Your photo, cropped square.' : 'No photo yet: members see your initials.'} JPEG, PNG, WebP or GIF, up to 10 MB.
            </Text>
            <Group gap="xs">
              <FileButton onChange={choose} accept={IMAGE_TYPES}>
                {(props) => (
                  <Button {...props} size="sm" variant="light" leftSection={<IconUpload size={16} aria-hidden />} disabled={busy}>
                    {profile.photo ? 'Replace photo' : 'Upload photo'}
                  </Button>
                )}
              </FileButton>
              {profile.photo && (
                <Button size="sm" variant="default" color="red" leftSection={<IconTrash size={16} aria-hidden />} loading={remove.isPending} disabled={busy} onClick={() => remove.mutate()}>
                  Remove photo
                </Button>
              )}
            </Group>
          </>
        )}
      </Stack>
    </Group>
  );
}
