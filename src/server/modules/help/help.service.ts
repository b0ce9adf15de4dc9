import type { HelpRequest } from '../../../shared/api-contracts.js';
import { MESSAGES } from '../../../shared/messages.js';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/client.js';
import type { Actor } from '../../http/actor.js';
import { HttpError } from '../../http/errors.js';
import { planService } from '../billing/index.js';
import type { Mailer } from '../mail/index.js';

export interface HelpServiceOptions {
  /** SUPPORT_EMAIL: where messages go. */
  supportEmail: string;
  log: { error(object: object, message: string): void };
}

/**
 * 'Priority support' made real (docs/product.md, "Help"): a parent's message is mailed to SUPPORT_EMAIL;
 * a Premium parent's is marked priority in its subject. The parent's own address is the one to answer.
 */
export function helpService(db: Database, clock: Clock, mailer: Mailer, options: HelpServiceOptions) {
  return {
    async send(actor: Actor, input: HelpRequest): Promise<{ message: string; priority: boolean }> {
      const user = actor.user;
      const plan = user ? await planService(db).currentPlan(user.id, clock.now()) : null;
      const priority = plan === 'PREMIUM';
      const who = user
        ? `${user.username} (account ${user.id}, ${plan} plan)`
        : 'a visitor without an account';
      try {
        await mailer.send({
          to: options.supportEmail,
          subject: `${priority ? '[PRIORITY] ' : ''}Help request from ${user ? user.username : input.email}`,
          text: [
            `From: ${who}`,
            `Answer to: ${input.email}`,
            `Sent: ${clock.now().toISOString()}`,
            '',
            input.message,
          ].join('\n'),
        });
      } catch (error) {
        options.log.error({ err: error }, 'a help request could not be mailed');
        throw new HttpError(503, MESSAGES.helpUnavailable);
      }
      return {
        message: priority
          ? 'Thank you. Your message is marked priority; we answer Premium families first, by email.'
          : 'Thank you. We read every message and will answer by email.',
        priority,
      };
    },
  };
}
export type HelpService = ReturnType<typeof helpService>;
