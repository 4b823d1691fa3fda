package org.pairlab.augment.cutswap;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pairlab.augment.AugmentContext;
import org.pairlab.augment.GenerationJob;
import org.pairlab.augment.RejectedException;
import org.pairlab.augment.SourceSample;
import org.pairlab.image.ImageDecoder;
import org.pairlab.image.SampleImages;
import org.pairlab.ml.AlignmentModels;
import org.pairlab.ml.ClipModel;
import org.pairlab.ml.ClipWordEmbedder;
import org.pairlab.ml.ModelCatalog;
import org.pairlab.ml.ModelManifest;
import org.pairlab.ml.TorchRuntime;
import org.pairlab.project.NewCandidate;
import org.pairlab.project.Project;
import org.pairlab.project.Sample;
import org.pairlab.testing.SharedData;

/** The clustering embedder follows the project's alignment model (or cutswap.embedder) on the real coco-sample. */
class ClusterEmbeddersTest {
    private static final Path TINY = SharedData.root().resolve("models/tiny-clip").toAbsolutePath();
    private static final String CLIP_ID = "clip:tiny-clip-random";
    private static final Supplier<Tagging> TAGGER = CutSwapAugmenter.lazyTagger();
    private final AlignmentModels models = new AlignmentModels(new ModelCatalog(List.of()), TorchRuntime::cpu);
    private final ClusterEmbedders embedders = new ClusterEmbedders(models);
    @TempDir
    Path dir;

    private record Prepared(Project project, long dataset, ObjectIndex index, CutSwapPreprocessor pre) {
    }

    private Prepared prepare(Map<String, String> settings) throws Exception {
        Project p = Project.create(dir.resolve("e.pairlab"));
        settings.forEach(p.settings()::put);
        long d = p.datasets().insert(SharedData.cocoSampleDataset("coco", 200));
        CutSwapPreprocessor pre = new CutSwapPreprocessor(p, TAGGER, () -> embedders.embedder(p), 2);
        return new Prepared(p, d, pre.index(d, (x, y) -> { }, () -> false), pre);
    }

    /** embedder id -> word -> vector, as cached in the project. */
    private static Map<String, float[]> cached(Project p, String embedder) {
        return p.read(c -> {
            Map<String, float[]> out = new TreeMap<>();
            try (PreparedStatement ps = c.prepareStatement("SELECT word, vector FROM cutswap_embeddings WHERE embedder = ?")) {
                ps.setString(1, embedder);
                try (ResultSet rs = ps.executeQuery()) {
                    while (rs.next()) {
                        out.put(rs.getString(1), EmbeddingCache.decode(rs.getBytes(2)));
                    }
                }
            }
            return out;
        });
    }

    @Test
    void withTinyClipConfiguredClustersAreMadeFromClipVectorsAndGenerationUsesThem() throws Exception {
        Prepared x = prepare(Map.of(AlignmentModels.SETTING, TINY.toString()));
        try (Project p = x.project()) {
            Map<String, Integer> clusters = x.pre().clusters(x.index());
            WordClusters.Made made = new WordClusters(p).made().orElseThrow();
            assertEquals(CLIP_ID, made.embedder());
            assertEquals(ModelManifest.read(TINY).checksums(), made.embedderChecksums());
            assertTrue(cached(p, MiniLmWordEmbedder.ID).isEmpty(), "MiniLM was not used");

            Map<String, float[]> vectors = cached(p, CLIP_ID);
            assertEquals(clusters.keySet(), vectors.keySet(), "every clustered word has a CLIP vector");
            List<String> words = new ArrayList<>(vectors.keySet());
            try (ClipModel clip = ClipModel.load(TorchRuntime.cpu(), TINY)) {
                List<float[]> expected = new ClipWordEmbedder(clip).embed(words);
                for (int i = 0; i < words.size(); i++) {
                    float[] got = vectors.get(words.get(i));
                    assertEquals(32, got.length);
                    for (int j = 0; j < got.length; j++) {
                        assertEquals(expected.get(i)[j], got[j], 1e-5, words.get(i) + "[" + j + "]");
                    }
                }
            }

            CutSwapAugmenter augmenter = new CutSwapAugmenter(AlignmentScorerProvider.NONE, embedders, null);
            CutSwapModel model = augmenter.model(p, x.dataset());
            assertEquals(clusters, model.clusters());
            AugmentContext context = new AugmentContext(p, new SampleImages(p, new ImageDecoder()));
            Map<String, Object> params = GenerationJob.withDefaults(augmenter, Map.of("captions", 2));
            List<NewCandidate> made2 = new ArrayList<>();
            for (Sample s : p.samples().ofDataset(x.dataset()).subList(0, 40)) {
                try {
                    made2.addAll(augmenter.propose(new SourceSample(s, p.samples().captions(s.id()), p.samples().boxes(s.id())),
                            params, GenerationJob.sampleSeed(5, s.id()), context));
                } catch (RejectedException e) {
                    // some samples yield nothing; the made ones are checked
                }
            }
            assertFalse(made2.isEmpty(), "CLIP-made clusters still give candidates");
            for (NewCandidate k : made2) {
                Map<String, Object> d = k.recipe().details();
                Map<?, ?> embedder = (Map<?, ?>) d.get("embedder");
                assertEquals(CLIP_ID, embedder.get("id"));
                assertEquals(new TreeMap<>(made.embedderChecksums()), embedder.get("checksums"));
                String from = (String) ((Map<?, ?>) d.get("object")).get("lemma");
                String to = (String) ((Map<?, ?>) d.get("new_object")).get("lemma");
                assertEquals(clusters.get(from), clusters.get(to), from + " -> " + to + " within a CLIP cluster");
            }
        }
    }

    @Test
    void autoUsesMiniLmWithoutClipAndTheSettingOverrides() throws Exception {
        try (Project p = Project.create(dir.resolve("s.pairlab"))) {
            ClusterEmbedders.Choice auto = embedders.choose(p.settings());
            assertEquals(ClusterEmbedders.Mode.AUTO, auto.mode());
            assertEquals(MiniLmWordEmbedder.ID, auto.id());
            assertTrue(embedders.embedder(p) instanceof MiniLmWordEmbedder);

            p.settings().put(AlignmentModels.SETTING, TINY.toString());
            assertEquals(CLIP_ID, embedders.choose(p.settings()).id());
            assertEquals(CLIP_ID, embedders.embedder(p).id());
            p.settings().put(ClusterEmbedders.SETTING, "minilm");
            assertEquals(MiniLmWordEmbedder.ID, embedders.embedder(p).id(), "override beats the CLIP model");
            p.settings().put(ClusterEmbedders.SETTING, "CLIP");
            assertEquals(CLIP_ID, embedders.embedder(p).id());

            p.settings().put(AlignmentModels.SETTING, "no-such-model");
            IllegalStateException noClip = assertThrows(IllegalStateException.class, () -> embedders.embedder(p));
            assertTrue(noClip.getMessage().contains("cutswap.embedder = clip needs a CLIP model in alignment.model"),
                    noClip.getMessage());
            p.settings().put(ClusterEmbedders.SETTING, "auto");
            assertEquals(MiniLmWordEmbedder.ID, embedders.embedder(p).id(), "auto: an unusable alignment.model falls back");
            p.settings().put(ClusterEmbedders.SETTING, "bert");
            IllegalArgumentException bad = assertThrows(IllegalArgumentException.class, () -> embedders.embedder(p));
            assertEquals("cutswap.embedder = bert is not one of auto, minilm, clip", bad.getMessage());
        }
    }

    @Test
    void changingTheEmbedderReclustersKeepsEditsAndSwitchingBackReusesCachedVectors() throws Exception {
        Prepared x = prepare(Map.of(AlignmentModels.SETTING, TINY.toString()));
        try (Project p = x.project()) {
            WordClusters store = new WordClusters(p);
            Map<String, Integer> clip = x.pre().clusters(x.index());
            // Move "pizza" into the largest other cluster: it should stay with those words after re-clustering.
            int pizzaWas = clip.get("pizza");
            Map<Integer, List<String>> byCluster = store.clusters();
            int target = byCluster.entrySet().stream().filter(e -> e.getKey() != pizzaWas)
                    .max((a, b) -> Integer.compare(a.getValue().size(), b.getValue().size())).orElseThrow().getKey();
            List<String> companions = byCluster.get(target);
            store.move("pizza", target);
            int clipVectors = cached(p, CLIP_ID).size();

            p.settings().put(ClusterEmbedders.SETTING, "minilm");
            assertTrue(embedders.describe(p).contains("re-clusters with MiniLM"), embedders.describe(p));
            Map<String, Integer> mini = x.pre().clusters(x.index());
            WordClusters.Made made = store.made().orElseThrow();
            assertEquals(MiniLmWordEmbedder.ID, made.embedder());
            assertEquals(CLIP_ID, made.previousEmbedder());
            assertEquals(1, made.keptEdits());
            assertEquals(clip.keySet(), mini.keySet());
            assertEquals(Set.of("pizza"), store.edited(), "the edit is still marked as one");
            assertTrue(companions.stream().anyMatch(w -> mini.get(w).equals(mini.get("pizza"))),
                    "pizza stays with some of the words it was moved to: " + store.clusters());
            assertTrue(embedders.describe(p).startsWith("Clusters made by all-minilm-l6-v2-q"), embedders.describe(p));

            p.settings().put(ClusterEmbedders.SETTING, "auto");
            Map<String, Integer> back = x.pre().clusters(x.index());
            assertEquals(CLIP_ID, store.made().orElseThrow().embedder());
            assertEquals(clipVectors, cached(p, CLIP_ID).size(), "switching back embeds nothing new");
            assertEquals(Set.of("pizza"), store.edited());
            assertTrue(companions.stream().anyMatch(w -> back.get(w).equals(back.get("pizza"))), store.clusters().toString());
            // Unedited words follow CLIP again, exactly as the first time (same vectors, same clustering).
            Map<String, Integer> sameAsFirst = new TreeMap<>(clip);
            sameAsFirst.remove("pizza");
            Map<String, Integer> backUnedited = new TreeMap<>(back);
            backUnedited.remove("pizza");
            assertEquals(sameAsFirst, backUnedited);
        }
    }

    @Test
    void editedWordsKeepTheirCompanyOrStayTogether() {
        Map<String, Integer> old = Map.of("pizza", 0, "cake", 0, "sandwich", 0, "dog", 1, "cat", 1, "car", 2, "bus", 2);
        Map<String, Integer> fresh = Map.of("pizza", 0, "cake", 1, "sandwich", 2, "dog", 0, "cat", 1, "car", 2, "bus", 2);
        Map<String, Integer> out = ClusterEdits.carryOver(old, Set.of("sandwich", "dog", "cat"), fresh);
        assertEquals(0, out.get("sandwich"), "moved next to pizza and cake: tie between 0 and 1 goes to 0");
        assertEquals(3, out.get("dog"), "merged group without unedited words stays together, in a new cluster");
        assertEquals(3, out.get("cat"));
        assertEquals(1, out.get("cake"));
        assertEquals(2, out.get("car"));
    }
}
