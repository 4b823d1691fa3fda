package org.pairlab.metrics;

import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CancellationException;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.stream.Collectors;
import org.pairlab.project.Project;
import org.pairlab.runs.Job;
import org.pairlab.runs.JobCancelledException;
import org.pairlab.runs.JobContext;
import org.pairlab.runs.JobFactory;
import org.pairlab.runs.JobParams;

/**
 * Evaluates captions as a run: progress with the stage name, cancellable, the corpus scores stored as the run's
 * metrics ({@code images} plus the toolkit's keys). The full result, per-image rows included, is kept in
 * {@link #result()} for the caller that submitted the job (the workbench's Evaluate view).
 */
public final class EvaluationJob implements Job {
    /** The run kind. */
    public static final String KIND = "caption-eval";
    /** Stored parameter: comma-separated toolkit names of the chosen metrics. */
    static final String METRICS = "metrics";
    /** Progress is reported in thousandths. */
    private static final long STEPS = 1000;

    private final EvaluationSource source;
    private final Set<CaptionMetric> metrics;
    private final CaptionEvaluation service;
    private final Progress listener;
    private volatile CaptionEvaluation.Result result;

    /**
     * A job that scores {@code source} with {@code metrics}.
     *
     * @param service the evaluation service (reused across runs so METEOR loads WordNet once)
     * @param listener also hears every progress update, from the job's or worker threads
     */
    public EvaluationJob(EvaluationSource source, Set<CaptionMetric> metrics, CaptionEvaluation service,
            Progress listener) {
        if (metrics.isEmpty()) {
            throw new IllegalArgumentException("Choose at least one metric");
        }
        this.source = source;
        this.metrics = EnumSet.copyOf(metrics);
        this.service = service;
        this.listener = listener;
    }

    /** A job with its own service and no extra listener (resume, command line). */
    public EvaluationJob(EvaluationSource source, Set<CaptionMetric> metrics) {
        this(source, metrics, new CaptionEvaluation(), Progress.NONE);
    }

    @Override
    public String kind() {
        return KIND;
    }

    @Override
    public String title() {
        return "Evaluate " + source.describe() + " (" + names(metrics, ", ") + ")";
    }

    @Override
    public Map<String, Object> params() {
        if (source instanceof EvaluationFiles files) {
            return JobParams.write(EvaluationParams.of(files, names(metrics, ",")));
        }
        Map<String, Object> p = new LinkedHashMap<>(source.params());
        p.put(METRICS, names(metrics, ","));
        return p;
    }

    /** The metrics this job computes. */
    public Set<CaptionMetric> metrics() {
        return EnumSet.copyOf(metrics);
    }

    /** The whole result once the job has succeeded, else null. */
    public CaptionEvaluation.Result result() {
        return result;
    }

    @Override
    public Map<String, Object> run(JobContext context) throws EvaluationException {
        context.checkCancelled();
        Thread worker = Thread.currentThread();
        AtomicBoolean interruptedByUs = new AtomicBoolean();
        Object lock = new Object();
        // The service cancels when its calling thread is interrupted; the runner only raises a flag, so each
        // progress update turns the flag into an interrupt of this job's thread.
        Progress progress = (fraction, stage) -> {
            synchronized (lock) {
                context.progress(Math.round(fraction * STEPS), STEPS, stage);
            }
            listener.update(fraction, stage);
            if (context.cancelled() && interruptedByUs.compareAndSet(false, true)) {
                worker.interrupt();
            }
        };
        try {
            progress.update(0.0, "reading " + source.describe());
            CaptionEvaluation.Input input = source.read(service);
            context.log("Read " + input.candidates().size() + " results and " + input.references().size()
                    + " reference images");
            context.checkCancelled();
            CaptionEvaluation.Result r = service.evaluate(input, metrics, progress);
            r.notes().forEach(n -> context.log("Note: " + n));
            context.log(r.corpus().entrySet().stream().map(e -> e.getKey() + " " + String.format("%.3f", e.getValue()))
                    .collect(Collectors.joining(" · ")));
            result = r;
            Map<String, Object> out = new LinkedHashMap<>();
            out.put("images", r.images().size());
            out.putAll(r.corpus());
            return out;
        } catch (CancellationException e) {
            throw new JobCancelledException();
        } finally {
            if (interruptedByUs.get()) {
                // Clear the flag we set: the runner's thread goes on to the next job.
                Thread.interrupted();
            }
        }
    }

    private static String names(Set<CaptionMetric> metrics, String separator) {
        return metrics.stream().map(CaptionMetric::toolkitName).collect(Collectors.joining(separator));
    }

    /** Re-creates an evaluation from its stored parameters (it starts over: scoring keeps no checkpoint). */
    public static final class Factory implements JobFactory {
        /** A factory for {@link EvaluationJob#KIND}. */
        public Factory() {
        }

        @Override
        public String kind() {
            return KIND;
        }

        @Override
        public Job create(Project project, Map<String, Object> params) {
            EvaluationParams p = JobParams.read(params, EvaluationParams.class);
            return new EvaluationJob(p.files(), p.metricSet());
        }
    }
}
