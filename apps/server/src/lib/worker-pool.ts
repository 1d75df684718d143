import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { WORKER_BOOTSTRAP as BOOTSTRAP } from '../paths';
import { residentMemoryMb } from './process-memory';

/** What bootstrap.mjs posts once the worker module has loaded (see there). */
const READY_MESSAGE = 'careerlens:worker-ready';

export interface WorkerPoolOptions {
  /** The worker module. */
  script: URL;
  /** Threads at most. They start on demand. */
  size: number;
  /** A task running longer is abandoned and its worker replaced. */
  taskTimeoutMs: number;
  /** V8 heap ceiling per worker; a task that needs more kills only its worker. */
  maxHeapMb: number;
  /**
   * `thread` (default): worker threads, for trusted input. `process`: child processes, for untrusted
   * files. A thread shares the server's process: a V8 fatal out-of-memory error in it ends the whole
   * server, and its ArrayBuffers (inflated streams) are outside the heap limit. A child process has an
   * operating-system memory cap (`maxMemoryMb`) and is killed on its own.
   */
  isolation?: 'thread' | 'process';
  /**
   * Child processes only: the most memory a worker may hold, all of it (heap, ArrayBuffers, native
   * allocations). Enforced twice: a watchdog kills a worker whose resident memory passes it, and the
   * kernel refuses allocations beyond it and what a fresh Node process reserves (RLIMIT_DATA, set through
   * util-linux `prlimit` when installed), so an oversized buffer fails at once as an error the worker
   * reports.
   */
  maxMemoryMb?: number;
  /** A worker idle this long is stopped, returning its memory to the system. */
  idleTimeoutMs?: number;
  /** A worker is replaced after this many tasks, so a slow leak in a parser cannot accumulate. */
  maxTasksPerWorker?: number;
  /**
   * A task that runs out of memory is run once more in a single worker with this larger heap. The pool's
   * own workers can then keep a small heap (most tasks need little), while a large legitimate input still
   * gets through; an input that needs more than this fails as out-of-memory.
   */
  retryOutOfMemoryHeapMb?: number;
  /** The memory cap (`maxMemoryMb`) of that larger worker. */
  retryOutOfMemoryMemoryMb?: number;
  /**
   * Child processes only: settings added to the worker's environment (besides `PATH` and `NODE_ENV`), for
   * what it must know before its first task. Never a secret: the worker reads untrusted bytes.
   */
  env?: Record<string, string>;
}

const DEFAULT_IDLE_TIMEOUT_MS = 60_000;
const DEFAULT_MAX_TASKS_PER_WORKER = 500;
const LARGE_HEAP_IDLE_TIMEOUT_MS = 5_000;
/** A worker that has not loaded its module in this many task time limits is given up on. */
const START_TIMEOUT_FACTOR = 3;
/** How often a child process's resident memory is read while it works or starts. */
const MEMORY_WATCH_INTERVAL_MS = 25;
/** What V8 writes to stderr when a heap limit ends a process. */
const HEAP_EXHAUSTED = /heap out of memory|Reached heap limit|allocation failed/i;

export class WorkerTaskError extends Error {
  override name = 'WorkerTaskError';
  constructor(
    readonly reason: 'timeout' | 'crashed' | 'out-of-memory',
    message: string,
  ) {
    super(message);
  }
}

interface Task<I, O> {
  input: I;
  transfer: ArrayBuffer[];
  resolve: (value: O) => void;
  reject: (error: Error) => void;
}

/** A running worker, thread or process, as the pool drives it. */
interface WorkerHandle {
  send(input: unknown, transfer: ArrayBuffer[]): void;
  /** Ends the worker at once; resolves when it has gone. */
  stop(): Promise<void>;
}

interface WorkerEvents {
  message(output: unknown): void;
  failure(error: WorkerTaskError): void;
  exit(): void;
}

interface Slot<I, O> {
  worker: WorkerHandle;
  task: Task<I, O> | undefined;
  timer: NodeJS.Timeout | undefined;
  idleTimer: NodeJS.Timeout | undefined;
  tasksRun: number;
  retired: boolean;
  /** The worker module has loaded: tasks are sent only then, so their time limit excludes start-up. */
  ready: boolean;
}

/** util-linux's prlimit, which starts a command under resource limits, when installed. */
const PRLIMIT = ['/usr/bin/prlimit', '/bin/prlimit'].find((candidate) => existsSync(candidate));

/** The data segment (VmData) of a process in MB: what RLIMIT_DATA counts, reservations included. */
function dataSegmentMb(pid: number): number {
  try {
    return Number(/VmData:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) / 1024;
  } catch {
    return Number.NaN;
  }
}

/**
 * Lets the kernel refuse a worker's allocations beyond its cap (RLIMIT_DATA, through util-linux prlimit).
 * Set once the worker has loaded, above the data segment it has then: that counts address space V8
 * reserves without using (50 MB on Node 20, 575 MB per isolate on Node 24), which no limit set before
 * start could tell apart. Resolves when set, or at once when it cannot be (the watchdog still caps).
 */
function limitDataSegment(pid: number, capMb: number): Promise<void> {
  const current = dataSegmentMb(pid);
  if (!PRLIMIT || !Number.isFinite(current)) return Promise.resolve();
  const bytes = Math.round((current + capMb) * 2 ** 20);
  return new Promise((resolve) => {
    execFile(PRLIMIT, ['--pid', String(pid), `--data=${bytes}:${bytes}`], () => resolve());
  });
}

/**
 * A small pool of workers for CPU-heavy work off the API thread: threads for trusted input, child
 * processes for untrusted files (parsing uploads). Each task has a time limit and each worker a memory
 * limit, so a hostile file cannot stall or crash the server: the worker that met it is killed and
 * replaced, and the task fails with a reason. Workers start on demand, stop when idle and are recycled
 * after many tasks, so memory goes back to the system.
 */
export class WorkerPool<I, O> {
  private readonly slots: Array<Slot<I, O>> = [];
  private readonly pids = new Set<number>();
  private readonly queue: Array<Task<I, O>> = [];
  private closed = false;
  private readonly idleTimeoutMs: number;
  private readonly maxTasksPerWorker: number;
  /** The single large-heap worker for out-of-memory retries, started on demand. */
  private largeHeapPool: WorkerPool<I, O> | undefined;

  constructor(private readonly options: WorkerPoolOptions) {
    this.idleTimeoutMs = options.idleTimeoutMs ?? DEFAULT_IDLE_TIMEOUT_MS;
    this.maxTasksPerWorker = options.maxTasksPerWorker ?? DEFAULT_MAX_TASKS_PER_WORKER;
  }

  /** Workers running now (for tests and figures). */
  get threadCount(): number {
    return this.slots.length;
  }

  /** Process ids of the child-process workers running now, the large-memory one included. */
  get processIds(): number[] {
    return [...this.pids, ...(this.largeHeapPool?.processIds ?? [])];
  }

  /** Starts one worker ahead of the first task, so the first user does not wait for it to load. */
  warm(): void {
    if (!this.closed && this.slots.length === 0) this.slots.push(this.spawn());
  }

  run(input: I, transfer: ArrayBuffer[] = []): Promise<O> {
    if (this.closed) return Promise.reject(new Error('worker pool is closed'));
    const retryHeapMb = this.options.retryOutOfMemoryHeapMb;
    // A retry needs the input again: it is copied to the worker, not transferred.
    const attempt = new Promise<O>((resolve, reject) => {
      this.queue.push({ input, transfer: retryHeapMb ? [] : transfer, resolve, reject });
      this.dispatch();
    });
    if (!retryHeapMb) return attempt;
    return attempt.catch((error: unknown) => {
      if (!(error instanceof WorkerTaskError) || error.reason !== 'out-of-memory' || this.closed) throw error;
      this.largeHeapPool ??= new WorkerPool<I, O>({
        ...this.options,
        size: 1,
        maxHeapMb: retryHeapMb,
        maxMemoryMb: this.options.retryOutOfMemoryMemoryMb ?? this.options.maxMemoryMb,
        retryOutOfMemoryHeapMb: undefined,
        // Its memory goes back soon: it exists for the rare large input.
        idleTimeoutMs: Math.min(this.idleTimeoutMs, LARGE_HEAP_IDLE_TIMEOUT_MS),
      });
      return this.largeHeapPool.run(input, transfer);
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.largeHeapPool?.close();
    for (const task of this.queue.splice(0)) task.reject(new Error('worker pool is closed'));
    const slots = this.slots.splice(0);
    for (const slot of slots) this.clearTimers(slot);
    await Promise.all(slots.map((slot) => slot.worker.stop()));
  }

  private startThread(events: WorkerEvents): WorkerHandle {
    const worker = new Worker(BOOTSTRAP, {
      workerData: { module: this.options.script.href },
      execArgv: [],
      resourceLimits: { maxOldGenerationSizeMb: this.options.maxHeapMb, maxYoungGenerationSizeMb: 16 },
    });
    worker.unref();
    worker.on('message', (output) => events.message(output));
    worker.on('error', (error: Error & { code?: string }) => {
      const reason = error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'out-of-memory' : 'crashed';
      events.failure(new WorkerTaskError(reason, error.message));
    });
    worker.on('exit', () => events.exit());
    return {
      send: (input, transfer) => worker.postMessage(input, transfer),
      stop: async () => {
        await worker.terminate();
      },
    };
  }

  private startProcess(events: WorkerEvents): WorkerHandle {
    const memoryMb = this.options.maxMemoryMb ?? this.options.maxHeapMb * 2;
    const args = [
      `--max-old-space-size=${this.options.maxHeapMb}`,
      '--max-semi-space-size=8',
      fileURLToPath(BOOTSTRAP),
      this.options.script.href,
    ];
    // Only what Node needs: the worker reads untrusted bytes, so it gets no secret from the environment.
    const child: ChildProcess = spawn(process.execPath, args, {
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
      serialization: 'advanced',
      env: {
        ...this.options.env,
        PATH: process.env.PATH ?? '',
        NODE_ENV: process.env.NODE_ENV ?? 'production',
      },
    });
    const pid = child.pid;
    if (pid) this.pids.add(pid);
    child.unref();
    child.channel?.unref();
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString('utf8')).slice(-4096);
    });
    (child.stderr as unknown as { unref?: () => void } | null)?.unref?.();
    let killedFor: WorkerTaskError | undefined;
    let stopping = false;
    const watchdog = setInterval(() => {
      const resident = pid ? residentMemoryMb(pid) : 0;
      if (resident <= memoryMb || killedFor) return;
      killedFor = new WorkerTaskError(
        'out-of-memory',
        `worker used ${Math.round(resident)} MB, over its ${memoryMb} MB cap`,
      );
      child.kill('SIGKILL');
    }, MEMORY_WATCH_INTERVAL_MS);
    watchdog.unref();
    const exited = new Promise<void>((resolve) => {
      // 'close' rather than 'exit': it comes after stderr has been read to its end.
      child.once('close', (code, signal) => {
        clearInterval(watchdog);
        if (pid) this.pids.delete(pid);
        if (killedFor) events.failure(killedFor);
        else if (code !== 0 && HEAP_EXHAUSTED.test(stderr))
          events.failure(new WorkerTaskError('out-of-memory', 'worker ran out of memory'));
        else if (code !== 0 && !stopping)
          events.failure(new WorkerTaskError('crashed', `worker exited with ${signal ?? code}`));
        events.exit();
        resolve();
      });
    });
    child.on('message', (output) => {
      // Tasks come only once the kernel caps the loaded worker's memory.
      if (output === READY_MESSAGE && pid)
        void limitDataSegment(pid, memoryMb).then(() => events.message(output));
      else events.message(output);
    });
    child.on('error', (error) => events.failure(new WorkerTaskError('crashed', error.message)));
    return {
      send: (input) => child.send(input as never),
      stop: async () => {
        stopping = true;
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
        await exited;
      },
    };
  }

  private spawn(): Slot<I, O> {
    const slot: Slot<I, O> = {
      worker: undefined as unknown as WorkerHandle,
      task: undefined,
      timer: undefined,
      idleTimer: undefined,
      tasksRun: 0,
      retired: false,
      ready: false,
    };
    const events: WorkerEvents = {
      message: (message) => onMessage(message as O),
      failure: (error) => this.fail(slot, error),
      exit: () => {
        if (slot.task || !slot.ready) this.fail(slot, new WorkerTaskError('crashed', 'worker exited'));
        else this.remove(slot);
      },
    };
    const onMessage = (output: O) => {
      if (!slot.ready && (output as unknown) === READY_MESSAGE) {
        slot.ready = true;
        this.clearTimers(slot);
        this.scheduleIdleStop(slot);
        this.dispatch();
        return;
      }
      const task = slot.task;
      this.release(slot);
      task?.resolve(output);
      if (slot.tasksRun >= this.maxTasksPerWorker) this.retire(slot);
      else this.scheduleIdleStop(slot);
      this.dispatch();
    };
    slot.worker = this.options.isolation === 'process' ? this.startProcess(events) : this.startThread(events);
    const startTimeoutMs = this.options.taskTimeoutMs * START_TIMEOUT_FACTOR;
    slot.timer = setTimeout(
      () => this.fail(slot, new WorkerTaskError('timeout', `worker did not start in ${startTimeoutMs} ms`)),
      startTimeoutMs,
    );
    return slot;
  }

  private clearTimers(slot: Slot<I, O>) {
    if (slot.timer) clearTimeout(slot.timer);
    if (slot.idleTimer) clearTimeout(slot.idleTimer);
    slot.timer = undefined;
    slot.idleTimer = undefined;
  }

  private release(slot: Slot<I, O>) {
    this.clearTimers(slot);
    slot.task = undefined;
  }

  private remove(slot: Slot<I, O>) {
    const index = this.slots.indexOf(slot);
    if (index >= 0) this.slots.splice(index, 1);
  }

  private retire(slot: Slot<I, O>) {
    if (slot.retired) return;
    slot.retired = true;
    this.clearTimers(slot);
    this.remove(slot);
    void slot.worker.stop();
  }

  private scheduleIdleStop(slot: Slot<I, O>) {
    if (slot.idleTimer) clearTimeout(slot.idleTimer);
    slot.idleTimer = setTimeout(() => {
      if (!slot.task) this.retire(slot);
    }, this.idleTimeoutMs);
    slot.idleTimer.unref();
  }

  private fail(slot: Slot<I, O>, error: WorkerTaskError) {
    // A worker that dies while starting fails the oldest waiting task, so a worker module that cannot
    // load fails the tasks one by one rather than being restarted for ever.
    const task = slot.task ?? (!slot.ready && !slot.retired ? this.queue.shift() : undefined);
    this.release(slot);
    this.retire(slot);
    task?.reject(error);
    this.dispatch();
  }

  private dispatch() {
    while (this.queue.length > 0 && !this.closed) {
      const slot = this.slots.find((candidate) => candidate.ready && !candidate.task && !candidate.retired);
      if (!slot) {
        // Start another worker unless those starting already cover the waiting tasks.
        const starting = this.slots.filter((candidate) => !candidate.ready && !candidate.retired).length;
        if (this.slots.length < this.options.size && starting < this.queue.length) {
          this.slots.push(this.spawn());
          continue;
        }
        return;
      }
      const task = this.queue.shift();
      if (!task) return;
      const target = slot;
      target.task = task;
      target.tasksRun += 1;
      if (target.idleTimer) clearTimeout(target.idleTimer);
      target.idleTimer = undefined;
      target.timer = setTimeout(
        () =>
          this.fail(target, new WorkerTaskError('timeout', `task exceeded ${this.options.taskTimeoutMs} ms`)),
        this.options.taskTimeoutMs,
      );
      target.worker.send(task.input, task.transfer);
    }
  }
}
