import { Button, Card, FileButton, Group, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPhoto, IconTrash, IconUpload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import type { ClubImage, ClubImageKind } from '../../../shared/club/club-identity';
import { errorMessage } from '../../lib/error-message';
import { useInvalidate } from '../../lib/invalidation-map';
import { notifyError, notifySuccess } from '../../lib/notify';
import { sendImage } from '../../lib/send-form';
import { trpc } from '../../lib/trpc';

const words: Record<ClubImageKind, { title: string; hint: string; upload: string; remove: string; alt: string }> = {
  logo: {
    title: 'Logo',
    hint: 'Shown in the header and used for the browser and phone icons. A square picture works best; a transparent PNG looks cleanest.',
    upload: 'Upload Logo',
    remove: 'Remove Logo',
    alt: 'Current club logo',
  },
  hero: {
    title: 'Hero Photo',
    hint: 'The wide photo at the top of the home page. Landscape, at least 1920 px wide for large screens.',
    upload: 'Upload Photo',
    remove: 'Remove Photo',
    alt: 'Current hero photo',
  },
};

function PictureCard({ kind, image }: { kind: ClubImageKind; image: ClubImage | null }) {
  const refresh = useInvalidate();
  const text = words[kind];
  const upload = useMutation({
    mutationFn: (file: File) => sendImage(`/api/admin/settings/${kind}`, file),
    onSuccess: async () => {
      notifySuccess(`${text.title} Updated`, 'Every page shows it now.');
      await refresh('settings');
    },
    onError: (error) => notifyError(`${text.title} Not Uploaded`, errorMessage(error, 'Please try again.')),
  });
  const remove = trpc.admin.settings.removeImage.useMutation({
    onSuccess: async () => {
      notifySuccess(`${text.title} Removed`, 'The built-in one is back.');
      await refresh('settings');
    },
    onError: (error) => notifyError(`${text.title} Not Removed`, errorMessage(error, 'Please try again.')),
  });
  return (
    <Card withBorder padding="md" component="section" aria-label={text.title}>
      <Stack gap="sm">
        <Title order={2} size="h5">
          {text.title}
        </Title>
        <Text size="sm" c="dimmed">
          {text.hint}
        </Text>
        {image ? (
          <Image
            src={image.src}
            srcSet={image.srcSet}
            sizes={kind === 'logo' ? '96px' : '400px'}
            alt={text.alt}
            h={kind === 'logo' ? 96 : 140}
            w={kind === 'logo' ? 96 : '100%'}
            fit={kind === 'logo' ? 'contain' : 'cover'}
            radius="md"
          />
        ) : (
          <Group gap="xs" c="dimmed">
            <IconPhoto size={18} aria-hidden />
            <Text size="sm">None yet: the built-in {kind === 'logo' ? 'mark' : 'gradient'} is shown.</Text>
          </Group>
        )}
        <Group gap="sm">
          <FileButton onChange={(file) => file && upload.mutate(file)} accept="image/png,image/jpeg,image/webp,image/gif">
            {(props) => (
              <Button {...props} leftSection={<IconUpload size={16} />} loading={upload.isPending}>
                {text.upload}
              </Button>
            )}
          </FileButton>
          {image && (
            <Button
              variant="default"
              color="red"
              leftSection={<IconTrash size={16} />}
              loading={remove.isPending}
              onClick={() => remove.mutate({ kind })}
            >
              {text.remove}
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}

/** The club's own pictures: uploaded here, shown by every page, icons included. */
export function ClubPictures() {
  const identity = trpc.club.identity.useQuery(undefined);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <PictureCard kind="logo" image={identity.data?.logo ?? null} />
      <PictureCard kind="hero" image={identity.data?.hero ?? null} />
    </SimpleGrid>
  );
}
