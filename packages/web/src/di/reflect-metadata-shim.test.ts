import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain JS module of the build's shims, without types
import { reflectMetadata as shim } from '../../scripts/shims/reflect-metadata-shim.js';

interface MetadataApi {
  defineMetadata(key: unknown, value: unknown, target: object, property?: string | symbol): void;
  hasOwnMetadata(key: unknown, target: object, property?: string | symbol): boolean;
  hasMetadata(key: unknown, target: object, property?: string | symbol): boolean;
  getOwnMetadata(key: unknown, target: object, property?: string | symbol): unknown;
  getMetadata(key: unknown, target: object, property?: string | symbol): unknown;
  decorate(
    decorators: readonly ((...args: never[]) => unknown)[],
    target: object,
    property?: string,
  ): unknown;
}
const api = shim as MetadataApi;

describe('the reflect-metadata shim of the web build (what Inversify asks of the API)', () => {
  it('keeps metadata per target, key and property; own and inherited through the prototype chain', () => {
    class Base {}
    class Derived extends Base {}
    api.defineMetadata('inversify:paramtypes', ['a'], Base);
    api.defineMetadata('tagged', { x: 1 }, Base, 'field');
    expect(api.getOwnMetadata('inversify:paramtypes', Base)).toEqual(['a']);
    expect(api.hasOwnMetadata('inversify:paramtypes', Derived)).toBe(false);
    expect(api.hasMetadata('inversify:paramtypes', Derived)).toBe(true);
    expect(api.getMetadata('inversify:paramtypes', Derived)).toEqual(['a']);
    expect(api.getMetadata('tagged', Base)).toBeUndefined();
    expect(api.getMetadata('tagged', Base, 'field')).toEqual({ x: 1 });
    api.defineMetadata('inversify:paramtypes', ['b'], Derived);
    expect(api.getMetadata('inversify:paramtypes', Derived)).toEqual(['b']);
    expect(api.getMetadata('inversify:paramtypes', Base)).toEqual(['a']);
    expect(api.getMetadata('missing', Derived)).toBeUndefined();
  });

  it('applies class decorators last to first, each getting what the previous one returned', () => {
    const order: string[] = [];
    class Target {}
    class Replaced {}
    const first = (target: object) => {
      order.push(`first:${target === Replaced ? 'replaced' : 'target'}`);
    };
    const second = () => {
      order.push('second');
      return Replaced;
    };
    expect(api.decorate([first, second], Target)).toBe(Replaced);
    expect(order).toEqual(['second', 'first:replaced']);
  });
});
