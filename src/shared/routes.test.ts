import { describe, expect, it } from 'vitest';
import { isClientRoute, routeOf } from './routes.js';

describe('routes', () => {
  it('names the route of each path, exactly; /story/{id} by its second segment', () => {
    expect(routeOf('/')).toBe('home');
    expect(routeOf('/auth')).toBe('auth');
    expect(routeOf('/subscription/success')).toBe('subscriptionSuccess');
    expect(routeOf('/story/3f1c2b9e')).toBe('story');
    expect(routeOf('/story/:id')).toBeNull();
    expect(routeOf('/story/a/b')).toBeNull();
    expect(routeOf('/library/')).toBeNull();
    expect(routeOf('/nowhere')).toBeNull();
    expect(isClientRoute('/privacy')).toBe(true);
    expect(isClientRoute('/privacy/')).toBe(false);
  });
});
