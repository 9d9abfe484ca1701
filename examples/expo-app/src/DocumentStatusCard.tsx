import {
  type DocumentStatusClient,
  DocumentStatusObserver,
  type PageVisibility,
} from '@veriframe/core/document';
import { useState, useSyncExternalStore } from 'react';
import { AppState, Button, Text, View } from 'react-native';

/** The app is "seen" while in the foreground: a PENDING status is read again only then. */
const appVisibility: PageVisibility = {
  isVisible: () => AppState.currentState === 'active',
  onVisible(listener) {
    const subscription = AppState.addEventListener('change', (state) => {
      if (state === 'active') listener();
    });
    return () => subscription.remove();
  },
};

/**
 * The signed-in person's document status, as the proxy reads it from the service for that person (the app
 * sends nobody's email: the proxy knows who is asking from the token).
 *
 * @example
 * <DocumentStatusCard client={clientFor(config, person)} />
 */
export function DocumentStatusCard({ client }: { client: DocumentStatusClient }) {
  const [status] = useState(() => new DocumentStatusObserver({ client, visibility: appVisibility }));
  // Reads on the first subscriber and forgets the answer when the last one leaves.
  const {
    status: answer,
    outcome,
    error,
    isLoading,
  } = useSyncExternalStore(status.subscribe, status.getSnapshot);

  let text: string;
  if (isLoading) text = 'Reading your document status…';
  else if (error) text = `Your document status could not be read: ${error.message}`;
  else if (outcome) text = outcome.status === 'PENDING' ? 'Document in review' : `Document ${outcome.status}`;
  else if (answer) text = 'No document on file';
  else text = '';
  return (
    <View>
      <Text testID="document-status" accessibilityLiveRegion="polite">
        {text}
      </Text>
      <Button title="Check again" onPress={() => void status.refetch()} />
    </View>
  );
}
