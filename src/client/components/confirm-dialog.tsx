import { Button, Group, Modal, Text } from '@mantine/core';

interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  /** Names what backing out keeps ('Keep Match'), so the two buttons never read alike ('Cancel' beside 'Cancel Match'). */
  keepLabel: string;
  busyLabel?: string;
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before a destructive action; the confirm button is red and disabled while busy. */
export function ConfirmDialog({ opened, title, message, confirmLabel, keepLabel, busyLabel, busy = false, onConfirm, onClose }: ConfirmDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Text size="sm" mb="lg">
        {message}
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose} disabled={busy}>
          {keepLabel}
        </Button>
        <Button color="red" onClick={onConfirm} loading={busy} disabled={busy}>
          {busy && busyLabel ? busyLabel : confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
