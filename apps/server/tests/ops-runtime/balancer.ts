import net from 'node:net';

/**
 * A load balancer for the restart tests, as a real one runs: it asks each node's /readyz every 100 ms and sends
 * each new TCP connection (HTTP or the chat socket) to the next node that said 200, round robin; with none ready it
 * refuses the connection (the client retries with its backoff). A connection stays with its node until either side
 * closes it, as nginx's does: a node that shuts down closes its sockets (1012) and its clients come back through
 * here, to a node that is ready.
 */
export class Balancer {
  readonly #server: net.Server;
  readonly #ready = new Map<number, boolean>();
  readonly #pairs = new Set<{ a: net.Socket; b: net.Socket }>();
  #next = 0;
  #poll: NodeJS.Timeout | null = null;
  port = 0;
  /** Connections per node, and refused for want of a ready node. */
  readonly routed = new Map<number, number>();
  refused = 0;

  constructor(readonly nodes: number[]) {
    for (const p of nodes) this.#ready.set(p, false);
    this.#server = net.createServer((a) => this.#route(a));
  }

  async start() {
    await new Promise<void>((resolve) => this.#server.listen(0, '127.0.0.1', resolve));
    this.port = (this.#server.address() as net.AddressInfo).port;
    const check = async (p: number) => {
      try {
        const res = await fetch(`http://127.0.0.1:${p}/readyz`, { signal: AbortSignal.timeout(1000) });
        await res.arrayBuffer();
        this.#ready.set(p, res.status === 200);
      } catch {
        this.#ready.set(p, false);
      }
    };
    const loop = async () => {
      await Promise.all(this.nodes.map(check));
      if (this.#poll !== null) this.#poll = setTimeout(() => void loop(), 100);
    };
    this.#poll = setTimeout(() => void loop(), 0);
    return this;
  }

  isReady(port: number) {
    return this.#ready.get(port) === true;
  }

  #route(a: net.Socket) {
    const ready = this.nodes.filter((p) => this.#ready.get(p));
    if (ready.length === 0) {
      this.refused += 1;
      a.resetAndDestroy();
      return;
    }
    const port = ready[this.#next++ % ready.length]!;
    this.routed.set(port, (this.routed.get(port) ?? 0) + 1);
    const b = net.connect(port, '127.0.0.1');
    const pair = { a, b };
    this.#pairs.add(pair);
    a.pipe(b);
    b.pipe(a);
    const end = () => {
      this.#pairs.delete(pair);
      a.destroy();
      b.destroy();
    };
    a.on('error', end).on('close', end);
    b.on('error', end).on('close', end);
  }

  async stop() {
    if (this.#poll) clearTimeout(this.#poll);
    this.#poll = null;
    for (const p of this.#pairs) {
      p.a.destroy();
      p.b.destroy();
    }
    await new Promise<void>((resolve) => this.#server.close(() => resolve()));
  }
}
