import Fastify from 'fastify';
import { pino } from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { LazyRequestLogger, lazyRequestLogger } from './request-logger.ts';

/** A pino logger writing parsed lines into `lines`. */
function logger(level: string, lines: Record<string, unknown>[]) {
  return pino({ level }, { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) });
}

interface Writer {
  info(obj: object, msg: string, ...args: unknown[]): void;
  error(obj: object, msg: string): void;
  child(bindings: object): { warn(msg: string): void };
}

const strip = ({ time: _time, pid: _pid, hostname: _hostname, ...rest }: Record<string, unknown>) => rest;

describe('the lazy request logger', () => {
  it('makes no pino child until a line is logged at an enabled level', () => {
    const parent = logger('info', []);
    const child = vi.spyOn(parent, 'child');
    const log = new LazyRequestLogger(parent, { reqId: 'r1' });
    log.debug('not logged');
    log.trace({ a: 1 }, 'not logged');
    expect(log.isLevelEnabled('debug')).toBe(false);
    expect(log.level).toBe('info');
    expect(child).not.toHaveBeenCalled();
    log.info('logged');
    log.warn('logged too');
    expect(child).toHaveBeenCalledTimes(1);
  });

  it('writes the lines an eager child writes', () => {
    const eager: Record<string, unknown>[] = [];
    const lazy: Record<string, unknown>[] = [];
    const boom = new Error('boom');
    const write = (log: Writer) => {
      log.info({ statusCode: 500 }, 'request %s', 'completed');
      log.error({ err: boom }, 'request errored');
      log.child({ part: 'sub' }).warn('from a child');
    };
    write(logger('info', eager).child({ reqId: 'r1' }));
    write(new LazyRequestLogger(logger('info', lazy), { reqId: 'r1' }));
    expect(lazy.map(strip)).toEqual(eager.map(strip));
    expect(lazy.map((l) => l.reqId)).toEqual(['r1', 'r1', 'r1']);
  });

  it("is Fastify's request logger, and a route with its own log level gets an eager child", async () => {
    const lines: Record<string, unknown>[] = [];
    const app = Fastify({
      loggerInstance: logger('info', lines),
      childLoggerFactory: lazyRequestLogger,
      genReqId: () => 'req-1',
    });
    app.get('/lazy', (req, reply) => {
      expect(req.log).toBeInstanceOf(LazyRequestLogger);
      expect(reply.log).toBe(req.log);
      req.log.info({ n: 1 }, 'hello');
      return reply.send('ok');
    });
    app.get('/quiet', { logLevel: 'error' }, (req, reply) => {
      expect(req.log).not.toBeInstanceOf(LazyRequestLogger);
      req.log.info('dropped at this route');
      return reply.send('ok');
    });
    await app.inject({ method: 'GET', url: '/lazy' });
    await app.inject({ method: 'GET', url: '/quiet' });
    // Fastify's own request lines aside: the handler's line, through the lazy child; none from the quiet route.
    const handlers = lines.filter((l) => l.msg !== 'incoming request' && l.msg !== 'request completed');
    expect(handlers.map(strip)).toEqual([{ level: 30, reqId: 'req-1', n: 1, msg: 'hello' }]);
    await app.close();
  });
});
