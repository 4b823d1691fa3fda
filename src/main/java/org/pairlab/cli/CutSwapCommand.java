package org.pairlab.cli;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import org.pairlab.augment.cutswap.ClusterEmbedders;
import org.pairlab.augment.cutswap.CutSwapAugmenter;
import org.pairlab.augment.cutswap.CutSwapPreprocessJob;
import org.pairlab.augment.cutswap.CutSwapPreprocessor;
import org.pairlab.augment.cutswap.ObjectIndex;
import org.pairlab.augment.cutswap.ObjectVocabulary;
import org.pairlab.augment.cutswap.WordClusters;
import org.pairlab.ml.AlignmentModels;
import org.pairlab.project.Dataset;
import org.pairlab.project.Project;
import org.pairlab.runs.JobHandle;
import org.pairlab.runs.JobRunner;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code pairlab cutswap preprocess|vocab|clusters FILE ...}: CutSwap's pre-processing, vocabulary and clusters. */
@Command(mixinStandardHelpOptions = true, name = "cutswap", description = "CutSwap data: pre-processing, object vocabulary and object clusters.",
        subcommands = {CutSwapCommand.Preprocess.class, CutSwapCommand.Vocab.class, CutSwapCommand.Clusters.class})
final class CutSwapCommand implements Runnable {
    @Mixin
    CommonOptions common;

    @Override
    public void run() {
        throw new UsageException("Name a subcommand: preprocess, vocab or clusters");
    }

    static Dataset dataset(Project p, String name) {
        List<Dataset> all = p.datasets().list();
        if (name != null) {
            return p.datasets().byName(name).orElseThrow(() -> new UsageException("No dataset '" + name
                    + "'; the project has " + all.stream().map(Dataset::name).toList()));
        }
        if (all.isEmpty()) {
            throw new UsageException("The project has no dataset; import one first");
        }
        return all.get(0);
    }

    /** Builds the object index and clusters as a job. */
    @Command(mixinStandardHelpOptions = true, name = "preprocess", description = "Tag captions into the object index and cluster object words (a job).")
    static final class Preprocess implements Callable<Integer> {
        @Mixin
        ProjectOption project;

        @Mixin
        CommonOptions common;

        @Option(names = "--dataset", description = "Dataset name (default: the first).")
        String dataset;

        @Option(names = "--force", description = "Rebuild even if the stored index is up to date.")
        boolean force;

        @Override
        public Integer call() {
            try (Project p = project.open(); JobRunner runner = new JobRunner(p)) {
                Dataset d = dataset(p, dataset);
                JobHandle.JobOutcome out = runner.runHere(new CutSwapPreprocessJob(p, d.id(), force));
                ExitCodes.requireSucceeded("cutswap preprocess", out);
                Map<String, Object> m = out.metrics();
                Map<String, Object> json = new java.util.LinkedHashMap<>();
                json.put("runId", out.runId());
                json.put("dataset", d.name());
                json.putAll(m);
                common.result(json);
                common.sayf("%s: %s captions, %s object lemmas, %s clusters%s%s (%.1f s)", d.name(), m.get("captions"),
                        m.get("lemmas"), m.get("clusters"), m.containsKey("embedder") ? " made by " + m.get("embedder") : "",
                        Boolean.TRUE.equals(m.get("reused")) ? ", stored index reused" : "",
                        ((Number) m.get("indexSeconds")).doubleValue());
            }
            return 0;
        }
    }

    /** Shows or replaces the object vocabulary. */
    @Command(mixinStandardHelpOptions = true, name = "vocab", description = "Show the object vocabulary, or replace it with --import PATH.")
    static final class Vocab implements Callable<Integer> {
        @Mixin
        ProjectOption project;

        @Mixin
        CommonOptions common;

        @Option(names = "--import", paramLabel = "PATH",
                description = "A vocabulary file or folder: Visual Genome objects_vocab.txt (one word per line) or a "
                        + "category synonym list (category, word, word, ...).")
        Path importPath;

        @Option(names = "--reset", description = "Go back to the built-in COCO-80 vocabulary with its synonyms.")
        boolean reset;

        @Override
        public Integer call() {
            try (Project p = project.open()) {
                if (reset) {
                    ObjectVocabulary.cocoDefault().save(p, "built-in");
                } else if (importPath != null) {
                    ObjectVocabulary v = ObjectVocabulary.read(importPath, ObjectVocabulary.load(p));
                    v.save(p, importPath.getFileName().toString());
                    long linked = v.words().values().stream().filter(c -> !c.isEmpty()).count();
                    common.result(Map.of("words", v.size(), "linked", linked, "source", importPath.toString()));
                    common.say("Imported " + v.size() + " object words from " + importPath + " (" + linked
                            + " linked to a box category); run 'cutswap preprocess' to re-index");
                    return 0;
                }
                ObjectVocabulary v = ObjectVocabulary.load(p);
                common.result(Map.of("words", v.size(), "byCategory", v.byCategory()));
                common.say(v.size() + " object words");
                v.byCategory().forEach((c, words) -> common.say("  " + c + ": " + String.join(", ", words)));
            }
            return 0;
        }
    }

    /** Shows and edits the object clusters. */
    @Command(mixinStandardHelpOptions = true, name = "clusters", description = "Show object clusters; --move, --merge, --split edit them, --recluster starts over.")
    static final class Clusters implements Callable<Integer> {
        @Mixin
        ProjectOption project;

        @Mixin
        CommonOptions common;

        @Option(names = "--move", paramLabel = "WORD=CLUSTER", description = "Move a word into a cluster.")
        List<String> moves = List.of();

        @Option(names = "--merge", paramLabel = "INTO,FROM", description = "Merge cluster FROM into cluster INTO.")
        String merge;

        @Option(names = "--split", paramLabel = "WORD,WORD", split = ",", description = "Move these words into a new cluster.")
        List<String> split = List.of();

        @Option(names = "--recluster", description = "Drop all clusters and edits and cluster again.")
        boolean recluster;

        @Option(names = "--dataset", description = "Dataset whose object index names the words (default: the first).")
        String dataset;

        @Override
        public Integer call() throws Exception {
            try (Project p = project.open()) {
                WordClusters clusters = new WordClusters(p);
                ClusterEmbedders embedders = new ClusterEmbedders(AlignmentModels.standard());
                if (recluster || clusters.assignments().isEmpty()) {
                    clusters.replaceAll(Map.of());
                    CutSwapPreprocessor pre = new CutSwapPreprocessor(p, CutSwapAugmenter.lazyTagger(),
                            () -> embedders.embedder(p), 2);
                    ObjectIndex index = pre.index(dataset(p, dataset).id(), (d, t) -> { }, () -> false);
                    pre.clusters(index);
                }
                for (String m : moves) {
                    int eq = m.indexOf('=');
                    if (eq <= 0) {
                        throw new UsageException("--move expects WORD=CLUSTER, got '" + m + "'");
                    }
                    clusters.move(m.substring(0, eq).strip(), Integer.parseInt(m.substring(eq + 1).strip()));
                }
                if (merge != null) {
                    String[] ab = merge.split(",");
                    if (ab.length != 2) {
                        throw new UsageException("--merge expects INTO,FROM, got '" + merge + "'");
                    }
                    clusters.merge(Integer.parseInt(ab[0].strip()), Integer.parseInt(ab[1].strip()));
                }
                if (!split.isEmpty()) {
                    common.say("New cluster " + clusters.split(split.stream().map(String::strip).toList()));
                }
                common.result(Map.of("clusters", clusters.clusters(), "embedder", embedders.describe(p)));
                clusters.clusters().forEach((k, words) -> common.say(k + ": " + String.join(", ", words)));
                common.say(embedders.describe(p));
            }
            return 0;
        }
    }
}
