/** A fake anywidget model holding a fixture state from the Python engine. */
import type { Model } from "../common/session";
import FIXTURES from "./fixtures/lone_wolves.json";

export const catalog: any = FIXTURES.catalog;
export const states: Record<string, any> = FIXTURES.states as any;
export const samples: Array<{ e: unknown; text: Record<string, string> }> = (FIXTURES as any).samples;

export interface FakeModel extends Model {
  sent: any[];
  set(name: string, value: unknown): void;
  emit(content: unknown): void;
}

export function fakeModel(name: string): FakeModel {
  const st = states[name];
  const attrs: Record<string, unknown> = { catalog, ...st };
  const handlers: Record<string, Array<(...a: any[]) => void>> = {};
  const model: FakeModel = {
    sent: [],
    get: (k) => attrs[k],
    on: (ev, cb) => {
      (handlers[ev] ??= []).push(cb);
    },
    off: (ev, cb) => {
      if (ev && handlers[ev]) handlers[ev] = handlers[ev].filter((h) => h !== cb);
    },
    send: (content) => {
      model.sent.push(content);
    },
    set(k, v) {
      attrs[k] = v;
      for (const h of handlers[`change:${k}`] ?? []) h();
    },
    emit(content) {
      for (const h of handlers["msg:custom"] ?? []) h(content);
    },
  };
  return model;
}

/** Let scheduled redraws (microtasks) run. */
export const settle = () => new Promise<void>((r) => setTimeout(r, 0));
