package org.pairlab.augment.cutswap;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;
import org.pairlab.ml.WordEmbedder;
import org.pairlab.project.Box;
import org.pairlab.project.Json;
import org.pairlab.project.CutSwapTables;
import org.pairlab.project.Project;
import org.pairlab.text.WordNetLookup;

/**
 * Pre-processing of a dataset for CutSwap: builds (or reuses) the object index, which is cached in the project and
 * rebuilt when the dataset's captions or boxes or the vocabulary change, and makes sure every object lemma with a
 * box category is in an object cluster.
 */
public final class CutSwapPreprocessor {
    private final Project project;
    private final Supplier<Tagging> tagger;
    private final Supplier<WordEmbedder> embedder;
    private final int threads;
    private final WordNetLookup wordNet = new WordNetLookup();
    /** Set once the clusters respect meaning classes; clusters without it are made again on first use. */
    static final String GROUPED_SETTING = "cutswap.clusters.grouped";
    /** Meaning classes of at most this many words are not split further. */
    static final int SMALL_GROUP = 16;

    public CutSwapPreprocessor(Project project, Supplier<Tagging> tagger, Supplier<WordEmbedder> embedder, int threads) {
        this.project = project;
        this.tagger = tagger;
        this.embedder = embedder;
        this.threads = threads;
    }

    /** A summary of the dataset's captions and boxes and of the vocabulary; a change means the index is stale. */
    public String fingerprint(long datasetId, ObjectVocabulary vocabulary) {
        return vocabulary.checksum() + new CutSwapTables(project).datasetFingerprint(datasetId);
    }

    /** True when the dataset has a stored index that is still valid (read without loading the index). */
    public boolean isCurrent(long datasetId, ObjectVocabulary vocabulary) {
        String fp = fingerprint(datasetId, vocabulary);
        return new CutSwapTables(project).indexFingerprint(datasetId).filter(fp::equals).isPresent();
    }

    /** The stored index of a dataset if it is still valid. */
    public Optional<ObjectIndex> cached(long datasetId, ObjectVocabulary vocabulary) {
        String fp = fingerprint(datasetId, vocabulary);
        return new CutSwapTables(project).index(datasetId, fp).map(json -> Json.read(json, ObjectIndex.class));
    }

    /** The valid index of a dataset, building and storing it first when needed. */
    public ObjectIndex index(long datasetId, ObjectIndexBuilder.Progress progress, BooleanSupplier cancelled)
            throws InterruptedException {
        ObjectVocabulary vocabulary = ObjectVocabulary.load(project);
        Optional<ObjectIndex> cached = cached(datasetId, vocabulary);
        if (cached.isPresent()) {
            return cached.get();
        }
        return rebuild(datasetId, vocabulary, progress, cancelled);
    }

    /** Builds the dataset's index from scratch and stores it. */
    public ObjectIndex rebuild(long datasetId, ObjectVocabulary vocabulary, ObjectIndexBuilder.Progress progress,
                               BooleanSupplier cancelled) throws InterruptedException {
        String fp = fingerprint(datasetId, vocabulary);
        List<ObjectIndexBuilder.CaptionInput> captions = captions(datasetId);
        Map<Long, List<Box>> boxes = boxes(datasetId);
        ObjectIndex index = new ObjectIndexBuilder(new CaptionObjects(tagger.get(), vocabulary), threads,
                ObjectIndexBuilder.ATTRIBUTE_MIN_COUNT).build(captions, boxes, progress, cancelled);
        String json = Json.write(index);
        new CutSwapTables(project).storeIndex(datasetId, fp, json);
        return index;
    }

    /**
     * The object clusters, covering every lemma of the index that has a box category. With no clusters yet, or with
     * clusters made by another embedder than the project's current one, all words are embedded and clustered (the
     * reviewer's edits are carried over, see {@link ClusterEdits}); lemmas new since then join the cluster with the
     * nearest centre (cosine).
     */
    public Map<String, Integer> clusters(ObjectIndex index) {
        WordClusters store = new WordClusters(project);
        Map<String, Integer> current = store.assignments();
        List<String> lemmas = index.lemmas().values().stream().filter(e -> e.category() != null)
                .map(ObjectIndex.LemmaEntry::lemma).sorted().toList();
        WordEmbedder words = embedder.get();
        Optional<WordClusters.Made> made = store.made();
        // Clusters stored without a record of their embedder (older projects) are kept: nothing says they differ.
        boolean otherEmbedder = !current.isEmpty() && made.isPresent() && !made.get().embedder().equals(words.id());
        // Clusters made before meaning classes (issue 14) may hold {apple, laptop}: made again, edits carried over.
        boolean ungrouped = !current.isEmpty() && project.settings().get(GROUPED_SETTING).filter(v -> !v.isBlank()).isEmpty();
        if (current.isEmpty() || otherEmbedder || ungrouped) {
            String previous = otherEmbedder || ungrouped ? made.map(WordClusters.Made::embedder).orElse(words.id()) : null;
            return recluster(store, lemmas, current, previous, words);
        }
        List<String> missing = lemmas.stream().filter(l -> !current.containsKey(l)).toList();
        if (missing.isEmpty()) {
            return current;
        }
        EmbeddingCache cache = new EmbeddingCache(project, words);
        Map<String, Integer> out = new TreeMap<>(current);
        List<String> known = new ArrayList<>(current.keySet());
        List<float[]> knownVectors = cache.vectors(known);
        List<float[]> newVectors = cache.vectors(missing);
        Map<Integer, double[]> centres = new HashMap<>();
        for (int i = 0; i < known.size(); i++) {
            double[] c = centres.computeIfAbsent(current.get(known.get(i)), k -> new double[knownVectors.get(0).length]);
            double[] v = AgglomerativeClustering.unit(knownVectors.get(i));
            for (int d = 0; d < c.length; d++) {
                c[d] += v[d];
            }
        }
        SemanticGroups groups = groups();
        Map<Integer, String> clusterGroup = new HashMap<>();
        for (String w : known) {
            clusterGroup.putIfAbsent(current.get(w), groups.group(w));
        }
        int fresh = current.values().stream().mapToInt(Integer::intValue).max().orElse(-1) + 1;
        for (int i = 0; i < missing.size(); i++) {
            double[] v = AgglomerativeClustering.unit(newVectors.get(i));
            int best = -1;
            double bestSim = Double.NEGATIVE_INFINITY;
            String group = groups.group(missing.get(i));
            for (Map.Entry<Integer, double[]> e : new TreeMap<>(centres).entrySet()) {
                if (!group.equals(clusterGroup.get(e.getKey()))) {
                    continue; // a new word joins a cluster of its own meaning class only
                }
                double dot = 0;
                double norm = 0;
                for (int d = 0; d < v.length; d++) {
                    dot += v[d] * e.getValue()[d];
                    norm += e.getValue()[d] * e.getValue()[d];
                }
                double sim = norm == 0 ? -1 : dot / Math.sqrt(norm);
                if (sim > bestSim) {
                    bestSim = sim;
                    best = e.getKey();
                }
            }
            if (best < 0) {
                best = fresh++; // no cluster of its class yet: a new one
                centres.put(best, v.clone());
                clusterGroup.put(best, group);
            }
            out.put(missing.get(i), best);
        }
        Map<String, Integer> added = new TreeMap<>();
        missing.forEach(w -> added.put(w, out.get(w)));
        new CutSwapTables(project).addClusters(added);
        return out;
    }

    /** Clusters the index's lemmas and every stored word afresh with {@code words}, keeping the reviewer's edits. */
    private Map<String, Integer> recluster(WordClusters store, List<String> lemmas, Map<String, Integer> current,
                                           String previousEmbedder, WordEmbedder words) {
        // Stored words from other datasets' indexes stay clustered too: the clusters are the project's.
        TreeSet<String> union = new TreeSet<>(lemmas);
        union.addAll(current.keySet());
        List<String> all = List.copyOf(union);
        List<float[]> vectors = new EmbeddingCache(project, words).vectors(all);
        int n = all.size();
        // Each meaning class is clustered on its own, so no cluster mixes food with electronics ({apple, laptop}).
        SemanticGroups groups = groups();
        Map<String, List<Integer>> byGroup = new TreeMap<>();
        for (int i = 0; i < n; i++) {
            byGroup.computeIfAbsent(groups.group(all.get(i)), g -> new ArrayList<>()).add(i);
        }
        Map<String, Integer> fresh = new TreeMap<>();
        int next = 0;
        int totalK = 0;
        double silhouette = 0;
        for (List<Integer> members : byGroup.values()) {
            List<float[]> v = members.stream().map(vectors::get).toList();
            int m = members.size();
            // A small class is one cluster (all COCO food may swap with food); a large one is split by the embedder,
            // into clusters of eight words or more, so each word keeps enough others (and donor images) to swap with.
            AgglomerativeClustering.Result r = m <= SMALL_GROUP ? new AgglomerativeClustering.Result(new int[m], 1, 0)
                    : AgglomerativeClustering.cluster(v, 2, Math.max(2, m / 8));
            int k = Math.max(1, r.k());
            for (int j = 0; j < m; j++) {
                fresh.put(all.get(members.get(j)), next + r.labels()[j]);
            }
            next += Arrays.stream(r.labels()).max().orElse(0) + 1;
            totalK += k;
            silhouette += r.silhouette() * m / n;
        }
        AgglomerativeClustering.Result r = new AgglomerativeClustering.Result(new int[0], totalK, silhouette);
        Set<String> edited = previousEmbedder == null ? Set.of()
                : ClusterEdits.kept(store.edited(), fresh);
        Map<String, Integer> out = ClusterEdits.carryOver(current, edited, fresh);
        store.replaceAll(out, edited);
        project.settings().put(GROUPED_SETTING, "supercategory-or-wordnet");
        store.saveMade(new WordClusters.Made(words.id(), words.checksums(), r.k(), r.silhouette(), n, edited.size(),
                previousEmbedder));
        return out;
    }

    private SemanticGroups groups() {
        return SemanticGroups.of(project, ObjectVocabulary.load(project), wordNet);
    }

    private List<ObjectIndexBuilder.CaptionInput> captions(long datasetId) {
        return new CutSwapTables(project).captions(datasetId).stream()
                .map(c -> new ObjectIndexBuilder.CaptionInput(c.sampleId(), c.captionId(), c.text())).toList();
    }

    private Map<Long, List<Box>> boxes(long datasetId) {
        return new CutSwapTables(project).boxes(datasetId);
    }
}
