package org.pairlab.augment.cutswap;

import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.function.Supplier;
import org.pairlab.project.Project;

/**
 * Keeps each dataset's {@link CutSwapModel} in memory between proposals and re-checks it against the project at most
 * every two seconds, so rebuilt indexes and cluster edits reach a running generation.
 */
final class CutSwapModelCache {
    private static final long RECHECK_NANOS = 2_000_000_000L;

    private record Key(Path project, long datasetId) {
    }

    private record Entry(CutSwapModel model, long checkedAt) {
    }

    private final WordEmbedderProvider embedders;
    private final Supplier<Tagging> tagger = CutSwapAugmenter.lazyTagger();
    private final Map<Key, Entry> entries = new HashMap<>();

    CutSwapModelCache(WordEmbedderProvider embedders) {
        this.embedders = embedders;
    }

    synchronized CutSwapModel get(Project project, long datasetId) {
        Key key = new Key(project.file(), datasetId);
        Entry e = entries.get(key);
        long now = System.nanoTime();
        if (e != null && now - e.checkedAt() < RECHECK_NANOS) {
            return e.model();
        }
        CutSwapPreprocessor pre = preprocessor(project);
        String fp = pre.fingerprint(datasetId, ObjectVocabulary.load(project));
        ObjectIndex index;
        if (e != null && e.model().fingerprint().equals(fp)) {
            index = e.model().index();
        } else {
            try {
                index = pre.index(datasetId, (done, total) -> { }, () -> Thread.currentThread().isInterrupted());
            } catch (InterruptedException ex) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException("Pre-processing was interrupted", ex);
            }
        }
        Map<String, Integer> clusters = pre.clusters(index);
        CutSwapModel model = new CutSwapModel(index, clusters, fp, new WordClusters(project).made());
        entries.put(key, new Entry(model, System.nanoTime()));
        return model;
    }

    CutSwapPreprocessor preprocessor(Project project) {
        return new CutSwapPreprocessor(project, tagger, () -> embedders.embedder(project), 2);
    }
}
