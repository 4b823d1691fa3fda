package org.pairlab.augment.similar;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pairlab.image.ColourGradientDescriptor;
import org.pairlab.project.Caption;
import org.pairlab.project.Project;
import org.pairlab.project.RunState;
import org.pairlab.runs.JobHandle;
import org.pairlab.runs.JobRunner;
import org.pairlab.testing.SharedData;

/** "More like this" on the real COCO sample: caption neighbours share words, an image is its own nearest. */
class SimilarSamplesTest {
    private static final Set<String> STOP = Set.of("a", "an", "the", "of", "on", "in", "with", "and", "is", "are",
            "to", "at", "some", "two", "its", "his", "her", "their", "there", "that", "this", "it", "by", "for", "near",
            "next", "up", "down", "while", "from", "other", "one", "has", "who", "sitting", "standing", "top", "front");

    @TempDir
    Path dir;

    @Test
    void captionNeighboursShareWordsAndTheVectorsAreCached() throws Exception {
        try (Project p = Project.create(dir.resolve("p.pairlab"))) {
            long ds = p.datasets().insert(SharedData.cocoSampleDataset("coco", 40));
            List<Long> ids = p.samples().ofDataset(ds).stream().map(s -> s.id()).toList();
            SampleEmbeddings embeddings = new SampleEmbeddings(p);
            EmbeddedSamples embedded = embeddings.embed(SimilarBy.CAPTION, (d, t) -> { });
            assertEquals(ids.size(), embedded.size());
            int sharing = 0;
            for (long query : ids.subList(0, 10)) {
                List<SimilarSample> ranked = SimilarSamples.rank(embedded, query, 3);
                assertEquals(query, ranked.get(0).sampleId(), "a sample is most like itself");
                assertEquals(1.0, ranked.get(0).similarity(), 1e-4);
                assertTrue(ranked.get(1).similarity() <= ranked.get(0).similarity());
                Set<String> mine = words(p.samples().captions(query));
                mine.retainAll(words(p.samples().captions(ranked.get(1).sampleId())));
                if (!mine.isEmpty()) {
                    sharing++;
                }
            }
            // Nearest caption neighbours talk about the same things; a random pair of COCO images rarely does.
            assertTrue(sharing >= 9, "only " + sharing + " of 10 nearest neighbours share a content word");
            try (Stream<Path> files = Files.list(p.cacheDir().resolve("similar"))) {
                assertEquals(1, files.count(), "the caption vectors are cached in one file");
            }
            EmbeddedSamples again = embeddings.embed(SimilarBy.CAPTION, (d, t) -> {
                throw new AssertionError("cached vectors are read, not computed again");
            });
            assertEquals(embedded.sampleIds(), again.sampleIds());
            assertThrows(IllegalArgumentException.class, () -> SimilarSamples.rank(embedded, 999_999, 3));
        }
    }

    @Test
    void byImageTheSampleItselfComesFirstThroughTheEmbedJob() throws Exception {
        try (Project p = Project.create(dir.resolve("p.pairlab"))) {
            long ds = p.datasets().insert(SharedData.cocoSampleDataset("coco", 20));
            List<Long> ids = p.samples().ofDataset(ds).stream().map(s -> s.id()).toList();
            EmbeddingJob job = (EmbeddingJob) new EmbeddingJob.Factory().create(p, Map.of("by", "image"));
            JobHandle.JobOutcome outcome;
            try (JobRunner runner = new JobRunner(p)) {
                runner.registerInstalledKinds();
                assertTrue(runner.canResume(EmbeddingJob.KIND), "embed is an installed job kind");
                outcome = runner.runHere(job);
            }
            assertEquals(RunState.SUCCEEDED, outcome.state(), outcome.message());
            assertEquals(ColourGradientDescriptor.ID, outcome.metrics().get("encoder"), "no alignment model: built-in descriptor");
            assertEquals(ColourGradientDescriptor.LENGTH, ((Number) outcome.metrics().get("dimensions")).intValue());
            EmbeddedSamples embedded = job.result();
            assertEquals(ids, embedded.sampleIds());
            for (long query : ids) {
                List<SimilarSample> ranked = SimilarSamples.rank(embedded, query, 2);
                assertEquals(query, ranked.get(0).sampleId());
                assertNotEquals(query, ranked.get(1).sampleId());
                assertTrue(ranked.get(1).similarity() < 0.9999, "distinct photos have distinct descriptors");
            }
            assertEquals("image", job.params().get("by"));
            assertThrows(IllegalArgumentException.class, () -> new EmbeddingJob.Factory().create(p, Map.of("by", "sound")));
        }
    }

    private static Set<String> words(List<Caption> captions) {
        Set<String> out = new HashSet<>();
        for (Caption c : captions) {
            for (String w : c.text().toLowerCase(Locale.ROOT).split("[^a-z]+")) {
                if (w.length() > 2 && !STOP.contains(w)) {
                    out.add(w.endsWith("s") ? w.substring(0, w.length() - 1) : w);
                }
            }
        }
        assertFalse(out.isEmpty());
        return out;
    }
}
