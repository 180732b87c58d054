/**
 * The part of `ws` 8 (installed with @fastify/websocket) that CertDesk uses: @types/ws is not a
 * dependency, so without this the sockets would be `any`. Drop this file if @types/ws is added.
 */
declare module 'ws' {
  import type { EventEmitter } from 'node:events';
  import type { IncomingMessage } from 'node:http';

  export type RawData = Buffer | ArrayBuffer | Buffer[];

  export interface ClientOptions {
    headers?: Record<string, string>;
    maxPayload?: number;
  }

  export class WebSocket extends EventEmitter {
    static readonly CONNECTING: 0;
    static readonly OPEN: 1;
    static readonly CLOSING: 2;
    static readonly CLOSED: 3;
    readonly OPEN: 1;
    readonly readyState: 0 | 1 | 2 | 3;
    readonly protocol: string;
    constructor(address: string, protocols?: string | string[], options?: ClientOptions);
    send(data: string | Buffer, callback?: (error?: Error) => void): void;
    close(code?: number, reason?: string): void;
    terminate(): void;
    on(event: 'message', listener: (data: RawData, isBinary: boolean) => void): this;
    on(event: 'close', listener: (code: number, reason: Buffer) => void): this;
    on(event: 'open', listener: () => void): this;
    on(event: 'error', listener: (error: Error) => void): this;
    on(event: 'unexpected-response', listener: (request: unknown, response: IncomingMessage) => void): this;
    once(event: 'message', listener: (data: RawData, isBinary: boolean) => void): this;
    once(event: 'close', listener: (code: number, reason: Buffer) => void): this;
    once(event: 'open', listener: () => void): this;
    once(event: 'error', listener: (error: Error) => void): this;
    once(event: 'unexpected-response', listener: (request: unknown, response: IncomingMessage) => void): this;
  }

  export default WebSocket;
}
