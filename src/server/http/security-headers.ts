/**
 * Security headers, written by hand rather than with helmet: helmet on every JSON answer halved the
 * throughput on these machines (docs/decisions/004-security-headers-by-hand.md). HTML gets the full set, everything else the few it needs.
 */
import type { FastifyInstance } from 'fastify';

export function contentSecurityPolicy(options: { stripe: boolean }): string {
  const stripeScript = options.stripe ? ' https://js.stripe.com' : '';
  const stripeFrame = options.stripe ? ' https://js.stripe.com https://checkout.stripe.com' : '';
  return [
    "default-src 'self'",
    `script-src 'self'${stripeScript}`,
    // Radix positions popovers with inline style attributes.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    // Recorded voices play from memory (blob:), after a moment of silence (data:) that unlocks sound on phones.
    "media-src 'self' blob: data:",
    "font-src 'self'",
    `connect-src 'self'${options.stripe ? ' https://api.stripe.com' : ''}`,
    `frame-src${stripeFrame || " 'none'"}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    `form-action 'self'${options.stripe ? ' https://checkout.stripe.com' : ''}`,
    "object-src 'none'",
  ].join('; ');
}

export function registerSecurityHeaders(
  app: FastifyInstance,
  options: { stripe: boolean; https: boolean },
): void {
  const htmlPolicy = contentSecurityPolicy(options);
  const apiPolicy = "default-src 'none'; frame-ancestors 'none'";
  const svgPolicy = "default-src 'none'; style-src 'unsafe-inline'";
  // A worker's script carries its own policy: the service worker fetches from this site and nowhere else.
  const workerPolicy = "default-src 'self'; frame-ancestors 'none'";
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('text/html')) {
      reply.header('Content-Security-Policy', htmlPolicy);
      reply.header('X-Frame-Options', 'DENY');
      reply.header('Cross-Origin-Opener-Policy', 'same-origin');
      // The microphone is this site's own, for recording a story (docs/product.md §14); no one else's.
      reply.header('Permissions-Policy', 'camera=(), microphone=(self), geolocation=()');
      if (options.https) reply.header('Strict-Transport-Security', 'max-age=31536000');
    } else if (type.startsWith('image/svg+xml')) {
      // An SVG opened on its own is a document: no scripts, no requests, only its inline styles.
      reply.header('Content-Security-Policy', svgPolicy);
    } else if (reply.getHeader('service-worker-allowed') !== undefined) {
      reply.header('Content-Security-Policy', workerPolicy);
    } else if (!type.startsWith('image/')) {
      reply.header('Content-Security-Policy', apiPolicy);
    }
    return payload;
  });
}
