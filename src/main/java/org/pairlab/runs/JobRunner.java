package org.pairlab.runs;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicBoolean;
import org.pairlab.project.Json;
import org.pairlab.project.Project;
import org.pairlab.project.Run;
import org.pairlab.project.RunState;
import org.pairlab.project.StoreException;

/**
 * Runs jobs one at a time on a background thread, recording each as a run in the project: state, progress,
 * log, metrics and checkpoints. A crash leaves the run marked running; the next open marks it interrupted.
 */
public final class JobRunner implements AutoCloseable {
    private static final long PROGRESS_WRITE_INTERVAL_MS = 500;

    private final Project project;
    private final ExecutorService executor;
    private final List<JobListener> listeners = new CopyOnWriteArrayList<>();
    private final Map<String, JobFactory> factories = new ConcurrentHashMap<>();
    /** Jobs executing now (background or on the caller's thread): their cancel flag and a latch counted down at the end. */
    private final Map<Long, Running> running = new ConcurrentHashMap<>();
    private final Thread shutdownHook = new Thread(this::cancelRunningAndWait, "pairlab-shutdown");
    /** How long SIGTERM/SIGINT waits for a cancelled job to checkpoint and record its state. */
    static final Duration SHUTDOWN_GRACE = Duration.ofSeconds(20);

    private record Running(AtomicBoolean cancel, java.util.concurrent.CountDownLatch done) {
    }
    private final Map<Long, JobHandle> active = new ConcurrentHashMap<>();

    public JobRunner(Project project) {
        this.project = project;
        // SIGTERM and SIGINT run shutdown hooks: the running job is cancelled cooperatively and recorded as cancelled
        // (resumable from its last checkpoint) instead of being cut off mid-write.
        Runtime.getRuntime().addShutdownHook(shutdownHook);
        this.executor = Executors.newSingleThreadExecutor(r -> {
            Thread t = new Thread(r, "pairlab-jobs");
            t.setDaemon(true);
            return t;
        });
    }

    public void addListener(JobListener l) {
        listeners.add(l);
    }

    public void removeListener(JobListener l) {
        listeners.remove(l);
    }

    /**
     * Registers every job kind installed as a {@link JobFactory} service ({@code META-INF/services}), so stored runs
     * of any kind can be resumed; both faces call it, and a new kind is one line in that file.
     */
    public void registerInstalledKinds() {
        for (JobFactory f : java.util.ServiceLoader.load(JobFactory.class, JobFactory.class.getClassLoader())) {
            register(f);
        }
    }

    /** Registers how to re-create jobs of a kind, so interrupted runs of it can be resumed. */
    public void register(JobFactory factory) {
        factories.put(factory.kind(), factory);
    }

    /** True when interrupted runs of this kind can be resumed. */
    public boolean canResume(String kind) {
        return factories.containsKey(kind);
    }

    /** Queues a job; it runs after those queued before it. */
    public JobHandle submit(Job job) {
        job.precheck();
        long runId = project.runs().create(job.kind(), job.title(), Json.write(job.params()));
        return start(runId, job, Optional.empty());
    }

    /** Runs a job on the calling thread (the command line); returns how it ended. */
    public JobHandle.JobOutcome runHere(Job job) {
        job.precheck();
        long runId = project.runs().create(job.kind(), job.title(), Json.write(job.params()));
        AtomicBoolean cancel = new AtomicBoolean();
        return execute(runId, job, Optional.empty(), cancel);
    }

    /** Resumes an interrupted (or failed, or cancelled) run from its last checkpoint. */
    public JobHandle resume(long runId) {
        Run run = project.runs().get(runId).orElseThrow(() -> new StoreException("There is no run " + runId + "."));
        if (!run.state().finished() || run.state() == RunState.SUCCEEDED) {
            throw new StoreException("Run " + runId + " is " + run.state().db() + "; only interrupted, failed or cancelled runs can be resumed.");
        }
        JobFactory f = factories.get(run.kind());
        if (f == null) {
            throw new StoreException("Runs of kind '" + run.kind() + "' cannot be resumed by this version of PairLab.");
        }
        @SuppressWarnings("unchecked")
        Map<String, Object> params = Json.read(run.paramsJson(), Map.class);
        Job job = f.create(project, params);
        project.runs().appendLog(runId, "Resumed at " + Instant.now() + "\n");
        return start(runId, job, Optional.ofNullable(run.checkpointJson()));
    }

    private JobHandle start(long runId, Job job, Optional<String> checkpoint) {
        AtomicBoolean cancel = new AtomicBoolean();
        CompletableFuture<JobHandle.JobOutcome> future = new CompletableFuture<>();
        JobHandle handle = new JobHandle(runId, cancel, future);
        active.put(runId, handle);
        publish(new JobUpdate(runId, job.title(), RunState.QUEUED, 0, "Queued", Optional.empty(), null));
        executor.execute(() -> {
            try {
                future.complete(execute(runId, job, checkpoint, cancel));
            } catch (Throwable t) {
                future.completeExceptionally(t);
            } finally {
                active.remove(runId);
            }
        });
        return handle;
    }

    /** The queued and running jobs whose outcome is not known yet (what closing a project must wait for). */
    public List<JobHandle> activeJobs() {
        return active.values().stream().filter(h -> !h.outcome().isDone()).toList();
    }

    /** The handle of a queued or running job, if it is in this runner. */
    public Optional<JobHandle> active(long runId) {
        return Optional.ofNullable(active.get(runId));
    }

    private JobHandle.JobOutcome execute(long runId, Job job, Optional<String> checkpoint, AtomicBoolean cancel) {
        Running r = new Running(cancel, new java.util.concurrent.CountDownLatch(1));
        running.put(runId, r);
        try {
            return executeRecorded(runId, job, checkpoint, cancel);
        } finally {
            running.remove(runId);
            r.done().countDown();
        }
    }

    /** Cancels every executing job and waits (bounded) until each has recorded how it ended. */
    private void cancelRunningAndWait() {
        List<Running> now = List.copyOf(running.values());
        now.forEach(r -> r.cancel().set(true));
        long deadline = System.nanoTime() + SHUTDOWN_GRACE.toNanos();
        for (Running r : now) {
            try {
                r.done().await(Math.max(0, deadline - System.nanoTime()), java.util.concurrent.TimeUnit.NANOSECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
        }
    }

    private JobHandle.JobOutcome executeRecorded(long runId, Job job, Optional<String> checkpoint, AtomicBoolean cancel) {
        Context ctx = new Context(runId, job.title(), checkpoint, cancel);
        project.runs().started(runId);
        ctx.log("Started " + job.title());
        publish(new JobUpdate(runId, job.title(), RunState.RUNNING, 0, "Started", Optional.empty(), null));
        RunState state;
        String message;
        Map<String, Object> metrics = Map.of();
        try {
            metrics = job.run(ctx);
            if (metrics == null) {
                metrics = Map.of();
            }
            project.runs().metrics(runId, Json.write(metrics));
            state = RunState.SUCCEEDED;
            message = "Finished in " + human(Duration.between(ctx.started, Instant.now()));
        } catch (JobCancelledException e) {
            state = RunState.CANCELLED;
            message = "Cancelled";
        } catch (Exception | Error e) {
            state = RunState.FAILED;
            message = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
        }
        ctx.flush();
        ctx.log(message);
        ctx.flush();
        project.runs().finished(runId, state, message);
        publish(new JobUpdate(runId, job.title(), state, state == RunState.SUCCEEDED ? 1 : ctx.fraction, message,
                Optional.empty(), message));
        return new JobHandle.JobOutcome(runId, state, message, metrics);
    }

    private void publish(JobUpdate u) {
        for (JobListener l : listeners) {
            try {
                l.onUpdate(u);
            } catch (RuntimeException ignored) {
                // A failing listener must not break the job.
            }
        }
    }

    static String human(Duration d) {
        long s = d.toSeconds();
        if (s < 60) {
            return s + " s";
        }
        if (s < 3600) {
            return (s / 60) + " min " + (s % 60) + " s";
        }
        return (s / 3600) + " h " + (s % 3600 / 60) + " min";
    }

    @Override
    public void close() {
        try {
            Runtime.getRuntime().removeShutdownHook(shutdownHook);
        } catch (IllegalStateException shuttingDown) {
            // the hook is running or has run; it cancels and waits for the jobs itself
        }
        active.values().forEach(JobHandle::cancel);
        executor.shutdown();
        try {
            executor.awaitTermination(30, java.util.concurrent.TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private final class Context implements JobContext {
        private final long runId;
        private final String title;
        private final Optional<String> checkpoint;
        private final AtomicBoolean cancel;
        private final Instant started = Instant.now();
        private final StringBuilder pendingLog = new StringBuilder();
        private long lastWrite;
        private double fraction;
        private String message = "";

        Context(long runId, String title, Optional<String> checkpoint, AtomicBoolean cancel) {
            this.runId = runId;
            this.title = title;
            this.checkpoint = checkpoint;
            this.cancel = cancel;
        }

        @Override
        public long runId() {
            return runId;
        }

        @Override
        public void progress(long done, long total, String msg) {
            fraction = total <= 0 ? 0 : Math.min(1.0, (double) done / total);
            message = msg == null ? "" : msg;
            long now = System.currentTimeMillis();
            if (now - lastWrite >= PROGRESS_WRITE_INTERVAL_MS || done >= total) {
                lastWrite = now;
                flush();
                project.runs().progress(runId, fraction, message);
                publish(new JobUpdate(runId, title, RunState.RUNNING, fraction, message, eta(), null));
            }
        }

        private Optional<Duration> eta() {
            if (fraction <= 0.001) {
                return Optional.empty();
            }
            long elapsed = Duration.between(started, Instant.now()).toMillis();
            return Optional.of(Duration.ofMillis((long) (elapsed * (1 - fraction) / fraction)));
        }

        @Override
        public void log(String line) {
            synchronized (pendingLog) {
                pendingLog.append(line).append('\n');
            }
            publish(new JobUpdate(runId, title, RunState.RUNNING, fraction, message, eta(), line));
        }

        void flush() {
            String text;
            synchronized (pendingLog) {
                text = pendingLog.toString();
                pendingLog.setLength(0);
            }
            if (!text.isEmpty()) {
                project.runs().appendLog(runId, text);
            }
        }

        @Override
        public void checkpoint(String json) {
            flush();
            project.runs().checkpoint(runId, json);
        }

        @Override
        public Optional<String> resumeFrom() {
            return checkpoint;
        }

        @Override
        public boolean cancelled() {
            return cancel.get();
        }
    }
}
