import { Button, FileButton, Group, Image, Stack, Text } from '@mantine/core';
import { IconTrash, IconUpload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { ClubImage } from '../../../shared/club/club-identity';
import type { ClubEvent } from '../../../shared/events/event.schema';
import { errorMessage } from '../../lib/error-message';
import { useInvalidate } from '../../lib/invalidation-map';
import { notifyError, notifySuccess } from '../../lib/notify';
import { sendImage } from '../../lib/send-form';
import { trpc } from '../../lib/trpc';

function isClubEvent(value: unknown): value is ClubEvent {
  return typeof value === 'object' && value !== null && 'id' in value && 'image' in value;
}

/** An event's picture in the Edit Event dialog: added, replaced or removed at once (not with Save). */
export function EventPictureField({ event }: { event: ClubEvent }) {
  const refresh = useInvalidate();
  const [image, setImage] = useState<ClubImage | null>(event.image);
  const upload = useMutation({
    mutationFn: async (file: File) => {
      const saved = await sendImage(`/api/admin/events/${event.id}/image`, file);
      if (!isClubEvent(saved)) throw new Error('The server answered something unexpected. Please try again.');
      return saved;
    },
    onSuccess: async (saved) => {
      setImage(saved.image);
      notifySuccess('Picture Saved', `"${event.title}" shows it on the calendar now.`);
      await refresh('events');
    },
    onError: (error) => notifyError('Picture Not Saved', errorMessage(error, 'Please try again.')),
  });
  const remove = trpc.admin.events.removeImage.useMutation({
    onSuccess: async (saved) => {
      setImage(saved.image);
      notifySuccess('Picture Removed');
      await refresh('events');
    },
    onError: (error) => notifyError('Picture Not Removed', errorMessage(error, 'Please try again.')),
  });
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>
        Picture
      </Text>
      {image ? (
        <Image src={image.src} srcSet={image.srcSet} sizes="320px" alt={`Picture of ${event.title}`} h={120} w={214} radius="sm" fit="cover" />
      ) : (
        <Text size="sm" c="dimmed">
          No picture yet: the calendar shows the event without one.
        </Text>
      )}
      <Group gap="sm">
        <FileButton onChange={(file) => file && upload.mutate(file)} accept="image/png,image/jpeg,image/webp,image/gif">
          {(props) => (
            <Button {...props} variant="light" size="xs" leftSection={<IconUpload size={14} />} loading={upload.isPending}>
              {image ? 'Replace Picture' : 'Add Picture'}
            </Button>
          )}
        </FileButton>
        {image && (
          <Button variant="default" size="xs" leftSection={<IconTrash size={14} />} loading={remove.isPending} onClick={() => remove.mutate({ id: event.id })}>
            Remove Picture
          </Button>
        )}
      </Group>
    </Stack>
  );
}
