import { Alert, Button, Grid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';

interface CardValues {
  cardNumber: string;
  expiry: string;
  cvc: string;
}

/** Card number, expiry and CVC, as the test checkout asks for them. */
export function TestCardFields<Values extends CardValues>({ form }: { form: UseFormReturnType<Values> }) {
  return (
    <>
      <TextInput
        label="Card number"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
        key={form.key('cardNumber')}
        {...form.getInputProps('cardNumber')}
      />
      <Grid gap="md">
        <Grid.Col span={6}>
          <TextInput label="Expiry" placeholder="MM / YY" autoComplete="cc-exp" key={form.key('expiry')} {...form.getInputProps('expiry')} />
        </Grid.Col>
        <Grid.Col span={6}>
          <TextInput label="CVC" inputMode="numeric" autoComplete="cc-csc" placeholder="123" key={form.key('cvc')} {...form.getInputProps('cvc')} />
        </Grid.Col>
      </Grid>
    </>
  );
}

/** Why the last try failed, and the Pay button. */
export function TestPayButton({ failure, pending, price }: { failure: string | null; pending: boolean; price: string }) {
  return (
    <>
      {failure && (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      )}
      <Button type="submit" size="md" fullWidth disabled={pending}>
        {pending ? 'Processing...' : `Pay ${price}`}
      </Button>
    </>
  );
}
