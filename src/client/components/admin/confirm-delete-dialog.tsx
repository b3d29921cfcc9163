import { Button, Group, Modal, Text } from '@mantine/core';

interface ConfirmDeleteDialogProps {
  opened: boolean;
  title: string;
  message: string;
  isPending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** A destructive confirmation with Cancel and Delete ('Deleting...' while busy). */
export function ConfirmDeleteDialog({ opened, title, message, isPending, onConfirm, onClose }: ConfirmDeleteDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered closeOnClickOutside={!isPending} closeOnEscape={!isPending}>
      <Text mb="lg">{message}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose} disabled={isPending}>
          Cancel
        </Button>
        <Button color="red" onClick={onConfirm} disabled={isPending} loading={false}>
          {isPending ? 'Deleting...' : 'Delete'}
        </Button>
      </Group>
    </Modal>
  );
}
