package org.pairlab.lm;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;
import org.pairlab.lm.grammar.CaptionGrammar;
import org.pairlab.project.Caption;
import org.pairlab.project.CaptionQuality;
import org.pairlab.project.Candidate;
import org.pairlab.project.Project;
import org.pairlab.runs.Job;
import org.pairlab.runs.JobContext;
import org.pairlab.runs.JobFactory;
import org.pairlab.runs.JobParams;

/**
 * Gives language scores (fluency, grammar errors) to candidates that have none yet, e.g. those made before the
 * project had them; new candidates are scored as they are generated. Commits in chunks; a resumed run picks up the
 * candidates still unscored.
 */
public final class CaptionQualityJob implements Job {
    private static final int CHUNK = 128;
    private final Project project;
    private final String method;

    /** Scores the unscored candidates of {@code method}, or of every method when null. */
    public CaptionQualityJob(Project project, String method) {
        this.project = project;
        this.method = method;
    }

    /** The scorer every job that makes candidates uses: the project's caption model and the caption grammar check. */
    public static CaptionQualityScorer scorer(Project project) {
        return new CaptionQualityScorer(() -> ProjectCaptionModel.load(project), CaptionGrammar::new);
    }

    /** Threads for scoring beside other work: one per core, at most two; shut them down when done. */
    public static ExecutorService scoringThreads() {
        int n = Math.max(1, Math.min(2, Runtime.getRuntime().availableProcessors()));
        AtomicInteger count = new AtomicInteger();
        return Executors.newFixedThreadPool(n, r -> {
            Thread t = new Thread(r, "pairlab-caption-scores-" + count.incrementAndGet());
            t.setDaemon(true);
            return t;
        });
    }

    /**
     * Waits for scores computed on {@link #scoringThreads()}, in order, while honouring a cancel request (the first
     * scores of a run wait for the language model and the grammar checker to load); a failure names its cause.
     */
    public static List<CaptionQuality> await(List<Future<CaptionQuality>> scores, JobContext ctx) throws InterruptedException {
        List<CaptionQuality> out = new ArrayList<>(scores.size());
        for (Future<CaptionQuality> f : scores) {
            while (true) {
                ctx.checkCancelled();
                try {
                    out.add(f.get(200, TimeUnit.MILLISECONDS));
                    break;
                } catch (TimeoutException e) {
                    // still scoring; look at the cancel flag again
                } catch (ExecutionException e) {
                    Throwable cause = e.getCause();
                    throw new IllegalStateException("Scoring captions failed: " + cause.getMessage(), cause);
                }
            }
        }
        return out;
    }

    /** Scores one stored candidate against the captions of the sample it was made from. */
    public static CaptionQuality score(Project project, CaptionQualityScorer scorer, Candidate k) {
        List<String> source = project.samples().captions(k.sampleId()).stream().map(Caption::text).toList();
        return scorer.score(source, k.captions(), k.recipe().details());
    }

    @Override
    public String kind() {
        return "caption-quality";
    }

    @Override
    public String title() {
        return "Score captions" + (method == null ? "" : " of " + method + " candidates");
    }

    @Override
    public Map<String, Object> params() {
        return JobParams.write(new CaptionQualityParams(method));
    }

    @Override
    public Map<String, Object> run(JobContext ctx) throws Exception {
        List<Long> ids = project.candidates().unscored(method);
        CaptionQualityScorer scorer = scorer(project);
        ExecutorService threads = scoringThreads();
        int done = 0;
        try {
            List<Long> chunkIds = new ArrayList<>();
            List<Future<CaptionQuality>> chunk = new ArrayList<>();
            for (long id : ids) {
                ctx.checkCancelled();
                Candidate k = project.candidates().get(id).orElse(null);
                if (k != null) {
                    chunkIds.add(id);
                    chunk.add(threads.submit(() -> score(project, scorer, k)));
                }
                done++;
                if (chunk.size() >= CHUNK || done == ids.size()) {
                    List<CaptionQuality> scores = await(chunk, ctx);
                    List<Long> batch = List.copyOf(chunkIds);
                    Map<Long, CaptionQuality> byId = new java.util.LinkedHashMap<>();
                    for (int i = 0; i < batch.size(); i++) {
                        byId.put(batch.get(i), scores.get(i));
                    }
                    project.candidates().setQuality(byId);
                    chunk.clear();
                    chunkIds.clear();
                    ctx.progress(done, ids.size(), done + " of " + ids.size() + " candidates scored");
                }
            }
        } finally {
            threads.shutdownNow();
        }
        ctx.log("Scored " + done + " candidates");
        Map<String, Object> metrics = new LinkedHashMap<>();
        metrics.put("scored", done);
        return metrics;
    }

    /** Re-creates scoring jobs from their stored parameters. */
    public static final class Factory implements JobFactory {
        @Override
        public String kind() {
            return "caption-quality";
        }

        @Override
        public Job create(Project project, Map<String, Object> params) {
            return new CaptionQualityJob(project, JobParams.read(params, CaptionQualityParams.class).method());
        }
    }
}
