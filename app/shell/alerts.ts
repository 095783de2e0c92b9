// The alert queue for the whole app, visitors included (machines/alertMachine.ts): every machine's `alert.show`
// lands here and the page's shell draws it.
import { createActorContext } from '@xstate/react';
import { alertMachine } from '../../machines/alertMachine.ts';

export const Alerts = createActorContext(alertMachine);
