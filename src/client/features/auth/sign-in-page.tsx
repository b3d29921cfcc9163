import { Anchor, Card, Container, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { formOnInteraction } from '../../components/public-form/form-on-interaction';

// The form's code (Mantine's inputs, the sign-in steps) loads on the first touch of the page.
const SignInForm = formOnInteraction('signin', () => import('./sign-in-form').then((module) => module.SignInForm));

export function SignInPage({ redirectTo }: { redirectTo?: string | undefined }) {
  return (
    <Container size={440} py={64}>
      <Card withBorder shadow="sm" padding="xl" radius="lg">
        <Title order={1} size="h2" ta="center" mb="lg">
          Member Sign In
        </Title>
        <SignInForm redirectTo={redirectTo} />
        <Text ta="center" mt="lg" size="sm">
          Not a member yet?{' '}
          <Anchor component={Link} to="/membership">
            View membership options
          </Anchor>
        </Text>
      </Card>
    </Container>
  );
}
