package org.pairlab.augment.cutswap;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Supplier;
import org.pairlab.ml.AlignmentModels;
import org.pairlab.ml.WordEmbedder;
import org.pairlab.project.Project;
import org.pairlab.runs.Job;
import org.pairlab.runs.JobCancelledException;
import org.pairlab.runs.JobContext;
import org.pairlab.runs.JobFactory;
import org.pairlab.runs.JobParams;

/**
 * Pre-processes a dataset for CutSwap as a job: tags every caption (on {@code threads} threads) into the object index,
 * stores it in the project, and clusters the object lemmas. A rerun with unchanged data reuses the stored index.
 */
public final class CutSwapPreprocessJob implements Job {
    public static final String KIND = "cutswap-preprocess";

    private final Project project;
    private final long datasetId;
    private final boolean force;
    private final Supplier<Tagging> tagger;
    private final Supplier<WordEmbedder> embedder;

    public CutSwapPreprocessJob(Project project, long datasetId, boolean force) {
        this(project, datasetId, force, CutSwapAugmenter.lazyTagger(),
                () -> new ClusterEmbedders(AlignmentModels.standard()).embedder(project));
    }

    public CutSwapPreprocessJob(Project project, long datasetId, boolean force, Supplier<Tagging> tagger,
                                Supplier<WordEmbedder> embedder) {
        this.project = project;
        this.datasetId = datasetId;
        this.force = force;
        this.tagger = tagger;
        this.embedder = embedder;
    }

    @Override
    public String kind() {
        return KIND;
    }

    @Override
    public String title() {
        return "CutSwap pre-processing of dataset " + project.datasets().get(datasetId).map(d -> d.name()).orElse("#" + datasetId);
    }

    @Override
    public Map<String, Object> params() {
        return JobParams.write(new CutSwapPreprocessParams(datasetId, force));
    }

    @Override
    public Map<String, Object> run(JobContext ctx) throws Exception {
        CutSwapPreprocessor pre = new CutSwapPreprocessor(project, tagger, embedder, 2);
        ObjectVocabulary vocabulary = ObjectVocabulary.load(project);
        long t0 = System.nanoTime();
        boolean reused = !force && pre.cached(datasetId, vocabulary).isPresent();
        ObjectIndex index;
        try {
            ObjectIndexBuilder.Progress progress = (done, total) -> ctx.progress(done, total, done + " of " + total + " captions tagged");
            index = force ? pre.rebuild(datasetId, vocabulary, progress, ctx::cancelled)
                    : pre.index(datasetId, progress, ctx::cancelled);
        } catch (InterruptedException e) {
            throw new JobCancelledException();
        }
        double indexSeconds = (System.nanoTime() - t0) / 1e9;
        ctx.log((reused ? "Reused the stored object index: " : "Indexed ") + index.captionsTagged() + " captions, "
                + index.lemmas().size() + " object lemmas in " + String.format("%.1f s", indexSeconds));
        Map<String, Integer> clusters = pre.clusters(index);
        long k = clusters.values().stream().distinct().count();
        String made = new WordClusters(project).made().map(WordClusters.Made::describe).orElse("");
        ctx.log(clusters.size() + " object lemmas in " + k + " clusters" + (made.isEmpty() ? "" : ", " + made));
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("captions", index.captionsTagged());
        m.put("lemmas", index.lemmas().size());
        m.put("clusters", k);
        m.put("reused", reused);
        new WordClusters(project).made().ifPresent(x -> m.put("embedder", x.embedder()));
        m.put("indexSeconds", indexSeconds);
        return m;
    }

    /** Re-creates pre-processing jobs from their stored parameters. */
    public static final class Factory implements JobFactory {
        @Override
        public String kind() {
            return KIND;
        }

        @Override
        public Job create(Project project, Map<String, Object> p) {
            CutSwapPreprocessParams stored = JobParams.read(p, CutSwapPreprocessParams.class);
            return new CutSwapPreprocessJob(project, stored.datasetId(), stored.rebuild());
        }
    }
}
