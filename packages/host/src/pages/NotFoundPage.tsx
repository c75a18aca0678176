import { href } from '@parole/bible';
import { MessagePage } from '../components/page.js';
import { messages } from '../messages.js';

/** Any URL the route table does not know. */
export function NotFoundPage() {
  return (
    <MessagePage title={messages.notFound.title} linkTo={href('home')} linkLabel={messages.notFound.backHome}>
      {messages.notFound.body}
    </MessagePage>
  );
}
