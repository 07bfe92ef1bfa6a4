// Linking a debit card through the card provider's page (wire sheet row 19), shared by the dashboard's
// to-do item, the payment's card step and the account area's cards: the page opens in a new tab, and the
// screen refreshes when the customer comes back.
import { useCallback, useEffect, useState } from 'react';
import { getCardLinkUrl } from '../api/payments.ts';
import { messagesFor } from './error-text.ts';

/** Opens the card provider's page in a new tab. The tab opens at the click, before the address
 * arrives, because browsers block windows opened later than the user's gesture. */
export function useCardLinking() {
  const [linking, setLinking] = useState(false);
  const [failure, setFailure] = useState<string[]>([]);
  const start = useCallback(async () => {
    setFailure([]);
    setLinking(true);
    const tab = window.open('', '_blank');
    try {
      const url = await getCardLinkUrl();
      if (tab) {
        tab.opener = null;
        tab.location.href = url;
      } else {
        window.location.assign(url);
      }
    } catch (error) {
      tab?.close();
      setFailure(messagesFor(error));
    } finally {
      setLinking(false);
    }
  }, []);
  return { linking, failure, start };
}

/** Runs `onReturn` when the customer comes back to this tab (a card linked in the provider's tab). */
export function useOnReturn(onReturn: () => void) {
  useEffect(() => {
    const back = () => document.visibilityState === 'visible' && onReturn();
    window.addEventListener('focus', back);
    document.addEventListener('visibilitychange', back);
    return () => {
      window.removeEventListener('focus', back);
      document.removeEventListener('visibilitychange', back);
    };
  }, [onReturn]);
}
