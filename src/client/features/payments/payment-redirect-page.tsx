import { Alert, Anchor, Button, Card, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useSyncExternalStore } from 'react';
import { storedApplicationEmail } from '../../lib/application-storage';
import { PublicQueryError, publicQuery } from '../../lib/public-query';
import { useClubSettings } from '../../lib/use-club-settings';

const REDIRECT_DELAY_MS = 3000;

const SAME_SITE = 'http://same-site.invalid';

/**
 * The provider's link with the applicant's e-mail prefilled; a relative link (the built-in test
 * checkout) stays relative, so the server's page and the browser's agree.
 */
function checkoutUrl(link: string, email: string): string {
  const url = new URL(link, SAME_SITE);
  url.searchParams.set('prefilled_email', email);
  return url.origin === SAME_SITE ? `${url.pathname}${url.search}` : url.href;
}

/** The e-mail from the address, or (after hydration: the server has no storage) the one this browser applied with. */
function useApplicantEmail(emailParam: string | undefined): string | undefined {
  const stored = useSyncExternalStore(neverChanges, storedApplicationEmail, () => undefined);
  return emailParam ?? stored;
}

const neverChanges = () => () => undefined;

export function PaymentRedirectPage({ email: emailParam }: { email: string | undefined }) {
  const club = useClubSettings();
  const email = useApplicantEmail(emailParam);
  const link = useQuery({ ...publicQuery('payments', 'link'), enabled: Boolean(email) });
  const target = email && link.data ? checkoutUrl(link.data.link, email) : null;

  useEffect(() => {
    if (!target) return;
    const timer = window.setTimeout(() => window.location.assign(target), REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [target]);

  return (
    <Container size={560} py={80}>
      <Card withBorder shadow="sm" padding="xl" radius="lg">
        <Stack align="center" gap="md" ta="center">
          <Title order={1} size="h2">
            Redirecting to Payment
          </Title>
          {!email ? (
            <Alert color="yellow" title="We could not find your application">
              Please{' '}
              <Anchor component={Link} to="/apply" underline="always">
                submit your application
              </Anchor>{' '}
              first; the payment follows it.
            </Alert>
          ) : link.isError ? (
            <Alert color="red" title="Payment is not available">
              {link.error instanceof PublicQueryError ? link.error.message : 'Failed to load the payment page. Please try again.'}
            </Alert>
          ) : (
            <>
              <Loader aria-label="Redirecting" />
              <Text>
                Thank you for applying. In a few seconds we will take you to our secure payment page to pay the yearly
                membership fee. Your e-mail address <strong>{email}</strong> will already be filled in.
              </Text>
              <Text size="sm" c="dimmed">
                After paying you come back here automatically, and we e-mail you what happens next.
              </Text>
              {target && (
                <Button component="a" href={target} variant="light">
                  Continue to payment now
                </Button>
              )}
            </>
          )}
          <Text size="sm" c="dimmed">
            Not redirected? Please contact support at{' '}
            <Anchor href={`mailto:${club.contactEmail}`} underline="always">
              {club.contactEmail}
            </Anchor>
            .
          </Text>
        </Stack>
      </Card>
    </Container>
  );
}
