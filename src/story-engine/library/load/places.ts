/**
 * Where each part of the loaded library was written: a passage, a quest, a companion, or one item of a
 * list (a companion's move, a trait line). The checker reports its problems there, as `file:line`.
 */

export interface Place {
  file: string;
  line: number;
}

export const placeText = (place: Place) => `${place.file}${place.line ? `:${place.line}` : ''}`;

export class SourcePlaces {
  readonly #objects = new WeakMap<object, Place>();
  readonly #items = new WeakMap<readonly unknown[], Place[]>();
  readonly #fields = new WeakMap<object, Map<string, Place>>();

  set(target: object, place: Place): void {
    this.#objects.set(target, place);
  }

  setItems(list: readonly unknown[], places: Place[]): void {
    this.#items.set(list, places);
  }

  /** Where one field of a part was written (a quest's `item:`). */
  setField(target: object, key: string, place: Place): void {
    const fields = this.#fields.get(target) ?? new Map<string, Place>();
    fields.set(key, place);
    this.#fields.set(target, fields);
  }

  field(target: object, key: string): Place | undefined {
    return this.#fields.get(target)?.get(key) ?? this.#objects.get(target);
  }

  of(target: object): Place | undefined {
    return this.#objects.get(target);
  }

  item(list: readonly unknown[], index: number): Place | undefined {
    return this.#items.get(list)?.[index];
  }
}
