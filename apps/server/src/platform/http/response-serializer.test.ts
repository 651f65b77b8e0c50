import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { envelopeOf } from '@gembourse/contracts/envelope-schema';
import { jsonEncoderOf, parsesAsItEncodes, reusedAnswer } from './response-serializer.ts';

describe('response serializer', () => {
  const ZItem = z.object({
    id: z.number().int(),
    name: z.string().max(20),
    tags: z.array(z.enum(['a', 'b'])),
    note: z.string().nullable(),
  });

  it('parses schemas without direction-dependent nodes, giving what an encode gives', () => {
    const schema = envelopeOf(z.object({ list: z.array(ZItem), total: z.number().int().optional() }));
    expect(parsesAsItEncodes(schema)).toBe(true);
    const data = {
      code: 200,
      msg: 'success',
      dataType: 0,
      extra: 1,
      data: { list: [{ id: 1, name: 'x', tags: ['a'], note: null, secret: 's' }] },
    };
    const json = jsonEncoderOf(schema)(data);
    expect(json).toBe(JSON.stringify(z.encode(schema, data as never)));
    expect(json).not.toContain('secret');
  });

  it('checks and writes a reused answer once per route, and any other answer every time', () => {
    const schema = envelopeOf(z.object({ list: z.array(ZItem) }));
    const encode = jsonEncoderOf(schema);
    const envelope = (data: object, code = 200) => ({ code, msg: 'success', dataType: 0, data });
    const shared = reusedAnswer({ list: [{ id: 1, name: 'first', tags: ['a'], note: null }] });
    const own = { list: [{ id: 2, name: 'own', tags: ['b'], note: null }] };
    const first = encode(envelope(shared));
    const ownFirst = encode(envelope(own));
    // Changed behind the encoder's back (never done for real): the reused answer's JSON is the one written before.
    shared.list[0].name = 'changed';
    own.list[0].name = 'changed';
    expect(encode(envelope(shared))).toBe(first);
    expect(encode(envelope(own))).not.toBe(ownFirst);
    expect(encode(envelope(own))).toContain('changed');
    // Another route's encoder, or an envelope that is not a success, writes it afresh.
    expect(jsonEncoderOf(schema)(envelope(shared))).toContain('changed');
    expect(encode(envelope(shared, 40000))).toContain('changed');
  });

  it('still refuses an answer that breaks the schema', () => {
    expect(() => jsonEncoderOf(ZItem)({ id: 1, name: 'x'.repeat(21), tags: [], note: null })).toThrow();
    expect(() => jsonEncoderOf(ZItem)({ id: 'one', name: 'x', tags: [], note: null })).toThrow();
  });

  it('keeps the encode for transforms, codecs and defaults', () => {
    expect(parsesAsItEncodes(z.object({ a: z.string().transform((s) => s.length) }))).toBe(false);
    expect(parsesAsItEncodes(z.object({ a: z.array(z.number().default(1)) }))).toBe(false);
    const codec = z.codec(z.string(), z.number(), { decode: Number, encode: String });
    expect(parsesAsItEncodes(z.object({ n: codec }))).toBe(false);
    expect(jsonEncoderOf(z.object({ n: codec }))({ n: 5 })).toBe('{"n":"5"}');
  });
});
