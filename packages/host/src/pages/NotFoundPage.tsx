import { MessagePage } from '../components/page.js';
import { messages } from '../messages.js';
import { paths } from '../routing/paths.js';

/** Any URL the route table does not know. */
export function NotFoundPage() {
  return (
    <MessagePage title={messages.notFound.title} linkTo={paths.home()} linkLabel={messages.notFound.backHome}>
      {messages.notFound.body}
    </MessagePage>
  );
}
