package org.pairlab.augment;

import java.time.Duration;
import java.util.ArrayList;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.pairlab.image.ImageDecoder;
import org.pairlab.image.ImageFormatException;
import org.pairlab.image.SampleImages;
import org.pairlab.lm.CaptionQualityJob;
import org.pairlab.lm.CaptionQualityScorer;
import org.pairlab.project.Caption;
import org.pairlab.project.CaptionQuality;
import org.pairlab.project.Candidates;
import org.pairlab.project.ItemFilter;
import org.pairlab.project.ItemRef;
import org.pairlab.project.NewCandidate;
import org.pairlab.project.Project;
import org.pairlab.project.Sample;
import org.pairlab.runs.Job;
import org.pairlab.runs.JobContext;
import org.pairlab.runs.JobFactory;
import org.pairlab.runs.JobParams;

/**
 * Runs one augmentation method over original samples and stores the candidates, pending review. Candidates are
 * committed in chunks together with a checkpoint, so an interrupted run resumes after the last stored chunk.
 */
public final class GenerationJob implements Job {
    private static final int CHUNK = 64;
    /** How long one sample may take before it is skipped, so no single input stalls a run. */
    public static final Duration DEFAULT_SAMPLE_TIME_LIMIT = Duration.ofSeconds(60);

    private final Project project;
    private final Augmenter augmenter;
    private final Augmenter.Bound method;
    private final long seed;
    private final int limit;
    private final List<Long> sampleIds;
    private Duration sampleTimeLimit = DEFAULT_SAMPLE_TIME_LIMIT;

    /**
     * @param params method parameters (missing ones take their defaults)
     * @param limit at most this many samples (0 = all)
     * @param sampleIds the samples to visit, in order (e.g. the grid's filtered originals)
     */
    public GenerationJob(Project project, Augmenter augmenter, Map<String, Object> params, long seed, int limit,
                         List<Long> sampleIds) {
        this(project, augmenter, params, null, Map.of(), seed, limit, sampleIds);
    }

    /**
     * A run whose candidates also get their captions rewritten ({@link CaptionCombination}).
     *
     * @param captionRewriter the caption rewrite combined with the image method, or null for none
     * @param captionParams its parameters (missing ones take their defaults)
     */
    public GenerationJob(Project project, Augmenter augmenter, Map<String, Object> params, CaptionRewriter captionRewriter,
                         Map<String, Object> captionParams, long seed, int limit, List<Long> sampleIds) {
        this.project = project;
        this.augmenter = captionRewriter == null ? augmenter
                : new CaptionCombination(augmenter, captionRewriter, captionParams);
        // The one conversion of the run: the form's or command line's map becomes the method's parameter record
        // here, so a bad key or value is refused before anything is written.
        this.method = this.augmenter.bind(params);
        this.seed = seed;
        if (limit < 0) {
            throw new IllegalArgumentException("The sample limit must be 0 (all samples) or more, got " + limit + ".");
        }
        this.limit = limit;
        this.sampleIds = List.copyOf(sampleIds);
    }

    /** Sets how long one sample may take before it is skipped with a logged reason (default 60 s). */
    public GenerationJob withSampleTimeLimit(Duration limit) {
        if (limit.isNegative() || limit.isZero()) {
            throw new IllegalArgumentException("The time limit per sample must be positive, got " + limit + ".");
        }
        this.sampleTimeLimit = limit;
        return this;
    }

    /** All original samples of the project, in order. */
    public static List<Long> allSamples(Project project) {
        return project.samples().find(ItemFilter.originals()).stream().map(ItemRef::id).toList();
    }

    /** Fills in defaults and checks every value against its parameter's limits. */
    public static Map<String, Object> withDefaults(Augmenter a, Map<String, Object> given) {
        return withDefaults(a.method(), a.parameters(), given);
    }

    /** Fills in defaults and checks every value, for any method's parameter list. */
    public static Map<String, Object> withDefaults(String method, List<ParameterSpec> specs, Map<String, Object> given) {
        Map<String, Object> out = new TreeMap<>();
        for (ParameterSpec p : specs) {
            out.put(p.name(), p.defaultValue());
        }
        for (Map.Entry<String, Object> e : given.entrySet()) {
            ParameterSpec spec = specs.stream().filter(p -> p.name().equals(e.getKey())).findFirst()
                    .orElseThrow(() -> new IllegalArgumentException("Method '" + method + "' has no parameter '"
                            + e.getKey() + "'; it has " + specs.stream().map(ParameterSpec::name).toList()));
            Object v = e.getValue() instanceof String s && spec.type() != ParameterSpec.Type.TEXT ? spec.parse(s) : e.getValue();
            spec.check(v);
            out.put(e.getKey(), v);
        }
        return out;
    }

    /** The seed of one sample's candidates: fixed by the run seed and the sample, whatever order samples run in. */
    public static long sampleSeed(long runSeed, long sampleId) {
        return org.pairlab.runs.RunSeeds.ofSample(runSeed, sampleId);
    }

    @Override
    public String kind() {
        return "augment";
    }

    @Override
    public String title() {
        return "Generate " + augmenter.displayName() + " candidates";
    }

    @Override
    public Map<String, Object> params() {
        return JobParams.write(typedParams());
    }

    /** The parameters stored with the run, as a record. */
    public GenerationParams typedParams() {
        CaptionCombination combo = augmenter instanceof CaptionCombination c ? c : null;
        return new GenerationParams(augmenter.method(), method.params(), combo == null ? null : combo.rewriter().method(),
                combo == null ? null : combo.captionParams(), seed, limit, sampleIds);
    }

    @Override
    public Map<String, Object> run(JobContext ctx) throws Exception {
        AugmentContext actx = new AugmentContext(project, new SampleImages(project, new ImageDecoder()), ctx.runId());
        int start = ctx.resumeFrom().map(Integer::parseInt).orElse(0);
        int total = limit > 0 ? Math.min(limit, sampleIds.size()) : sampleIds.size();
        if (start > 0) {
            ctx.log("Resuming after sample " + start + " of " + total);
        }
        Map<String, Integer> rejected = new TreeMap<>();
        int made = 0;
        int skipped = 0;
        List<NewCandidate> pending = new ArrayList<>();
        List<Future<CaptionQuality>> qualities = new ArrayList<>();
        CaptionQualityScorer scorer = CaptionQualityJob.scorer(project);
        // Language scores (the grammar check is the slow part) are computed beside generation, on their own threads,
        // which end with the job so their per-thread checkers go with them.
        ExecutorService scoring = CaptionQualityJob.scoringThreads();
        ExecutorService worker = newWorker();
        try {
            for (int i = start; i < total; i++) {
                ctx.checkCancelled();
                long id = sampleIds.get(i);
                Sample s = project.samples().get(id).orElse(null);
                if (s == null) {
                    rejected.merge("sample deleted", 1, Integer::sum);
                    continue;
                }
                SourceSample src = new SourceSample(s, project.samples().captions(id), project.samples().boxes(id));
                try {
                    List<String> sourceCaptions = src.captions().stream().map(Caption::text).toList();
                    for (NewCandidate k : proposeInTime(worker, src, sampleSeed(seed, id), actx)) {
                        pending.add(new NewCandidate(k.sampleId(), k.recipe(), k.captions(), k.boxes(), k.width(), k.height(),
                                k.score(), ctx.runId()));
                        qualities.add(scoring.submit(() -> scorer.score(sourceCaptions, k.captions(), k.recipe().details())));
                    }
                } catch (TimeoutException e) {
                    long ms = sampleTimeLimit.toMillis();
                    String reason = "took longer than " + (ms % 1000 == 0 ? ms / 1000 + " s" : ms + " ms");
                    rejected.merge(reason, 1, Integer::sum);
                    ctx.log("Sample " + id + " (" + s.path() + ") skipped: it " + reason);
                    // The stuck computation cannot be stopped safely; it is left to finish on its own daemon thread.
                    worker.shutdownNow();
                    worker = newWorker();
                } catch (RejectedException e) {
                    rejected.merge(e.reason(), 1, Integer::sum);
                } catch (ImageFormatException e) {
                    rejected.merge("unreadable image", 1, Integer::sum);
                    ctx.log(e.getMessage());
                }
                if (pending.size() >= CHUNK || i == total - 1) {
                    made += pending.size();
                    int next = i + 1;
                    List<NewCandidate> chunk = List.copyOf(pending);
                    List<CaptionQuality> scores = CaptionQualityJob.await(qualities, ctx);
                    skipped += project.candidates().insertWithQuality(chunk, scores).skipped();
                    ctx.checkpoint(Integer.toString(next));
                    pending.clear();
                    qualities.clear();
                }
                ctx.progress(i + 1, total, (i + 1) + " of " + total + " samples, " + (made + pending.size()) + " candidates");
            }
        } finally {
            worker.shutdownNow();
            scoring.shutdownNow();
        }
        rejected.forEach((reason, n) -> ctx.log("Skipped " + n + " samples: " + reason));
        made -= skipped;
        if (skipped > 0) {
            ctx.log("Skipped " + skipped + " candidates already in the project (same recipe)");
        }
        ctx.log("Made " + made + " " + augmenter.method() + " candidates");
        Map<String, Object> metrics = new LinkedHashMap<>();
        metrics.put("method", augmenter.method());
        metrics.put("samplesVisited", total - start);
        metrics.put("candidatesMade", made);
        metrics.put("duplicatesSkipped", skipped);
        metrics.put("rejected", rejected);
        return metrics;
    }

    private static ExecutorService newWorker() {
        return Executors.newSingleThreadExecutor(r -> {
            Thread t = new Thread(r, "pairlab-generate-sample");
            t.setDaemon(true);
            return t;
        });
    }

    /** One sample's proposals, or TimeoutException when it takes longer than the time limit. */
    private List<NewCandidate> proposeInTime(ExecutorService worker, SourceSample src, long sampleSeed,
                                             AugmentContext actx) throws Exception {
        Future<List<NewCandidate>> f = worker.submit(() -> method.propose(src, sampleSeed, actx));
        try {
            return f.get(sampleTimeLimit.toMillis(), TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            f.cancel(true);
            throw e;
        } catch (ExecutionException e) {
            if (e.getCause() instanceof Exception ex) {
                throw ex;
            }
            throw e;
        } catch (InterruptedException e) {
            f.cancel(true);
            Thread.currentThread().interrupt();
            throw new org.pairlab.runs.JobCancelledException();
        }
    }

    /** Re-creates generation jobs from their stored parameters. */
    public static final class Factory implements JobFactory {
        private final Augmenters augmenters;
        private final CaptionRewriters rewriters;

        /** The factory of the installed methods; how {@code META-INF/services} makes it. */
        public Factory() {
            this(new Augmenters());
        }

        public Factory(Augmenters augmenters) {
            this(augmenters, new CaptionRewriters());
        }

        public Factory(Augmenters augmenters, CaptionRewriters rewriters) {
            this.augmenters = augmenters;
            this.rewriters = rewriters;
        }

        @Override
        public String kind() {
            return "augment";
        }

        @Override
        public Job create(Project project, Map<String, Object> stored) {
            return create(project, JobParams.read(stored, GenerationParams.class));
        }

        /** The job the parameters describe. */
        public GenerationJob create(Project project, GenerationParams p) {
            String captionMethod = p.captionMethod();
            return new GenerationJob(project, augmenters.require(p.method()), p.params(),
                    captionMethod == null ? null : rewriters.require(captionMethod),
                    captionMethod == null || p.captionParams() == null ? Map.of() : p.captionParams(),
                    p.seed(), p.limit(), p.sampleIds());
        }
    }
}
