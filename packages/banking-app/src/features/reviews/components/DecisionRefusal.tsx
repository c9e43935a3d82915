import { Alert } from '@bank/ui';

/** A refusal's title and text: the server's words, or (`ours`) the app's own in the reader's language. */
export type Refusal = { title: string; text: string; ours?: boolean } | null;

/** A refusal of a decision: the server's words are English, marked so an Arabic page reads them right. */
export function DecisionRefusal({ refusal }: { refusal: Refusal }) {
  if (!refusal) return null;
  return (
    <Alert tone="danger" announce="assertive" title={refusal.title}>
      {refusal.ours ? refusal.text : <span lang="en">{refusal.text}</span>}
    </Alert>
  );
}
